import Dispatch
import Synchronization

extension Pipeline {
  /// Reports a finished job: how many are done, of how many, and the file the last one read.
  public typealias Progress = @Sendable (_ done: Int, _ total: Int, _ file: String) -> Void

  /// Runs `body` for every job on every core and returns each job's result in the jobs' order, so what a run
  /// prints or writes does not depend on which job finished first.
  /// - Parameters:
  ///   - file: the file a job reads, for `progress`.
  ///   - progress: called after each job, from the thread that ran it.
  public static func map<Job: Sendable, Output: Sendable>(
    _ jobs: [Job], file: (Job) -> String, progress: Progress? = nil,
    _ body: @Sendable (Job) throws -> Output
  ) -> [Result<Output, any Error>] {
    let files = jobs.map(file)
    let results = Mutex<[Int: Result<Output, any Error>]>([:])
    let done = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
      let result = Result { try body(jobs[index]) }
      results.withLock { $0[index] = result }
      let count = done.add(1, ordering: .relaxed).newValue
      progress?(count, jobs.count, files[index])
    }
    return results.withLock { finished in jobs.indices.compactMap { finished[$0] } }
  }

  /// Loads one file's screens, hands them to `body` and takes them apart afterwards.
  public func withScreens<Output>(
    _ file: String, options: LoadOptions, _ body: ([LoadedScreen]) throws -> Output
  ) throws -> Output {
    let screens = try screens(file, options: options)
    defer { Self.release(screens) }
    return try body(screens)
  }
}
