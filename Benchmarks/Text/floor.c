/* The floor for PlumbText's measurement: a bare loop of HarfBuzz calls replaying a trace written by
 * ShapingTrace (every hb_shape call PlumbText made measuring the labels), with the same faces, loaded the way
 * PlumbText loads them (hb_face from the file, hb_font at units per em, HarfBuzz's own OpenType functions, no
 * FreeType), the same paragraph as context, the same direction, script and language, default features. One
 * buffer is reused; each call's advances are summed in points, as a measurement needs.
 *
 * Parsing and loading the faces happen once, untimed; then one untimed pass checks that every call gives the
 * glyphs, clusters, advances and offsets PlumbText got, and the floor prints "ready CALLS PARAGRAPH_CALLS". Then
 * it serves timed passes one at a time, so text-bench can pair each of its passes with one of the floor's a
 * moment apart: a line "a" times one pass over all calls, "p" one over the `paragraph` calls only (each run
 * shaped once, the least a measurement needs); it answers each with the pass's milliseconds and stops at EOF.
 *
 * usage: floor TRACE
 * build: gcc -O2 -o floor floor.c $(pkg-config --cflags --libs harfbuzz)
 * trace: "face ID INDEX PATH", then per call
 *        "call PURPOSE FACE RTL SCRIPT LANGUAGE SIZE START LENGTH N CODEPOINT…" and
 *        "expect N (GLYPH CLUSTER ADVANCE XOFFSET YOFFSET)…", with "-" for no script or language
 */
#include <hb.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

struct call {
  int paragraph;         /* 1 for a paragraph's advances, 0 for a line's glyph runs or the ellipsis */
  int face;
  hb_direction_t direction;
  hb_script_t script;
  hb_language_t language;
  double scale;          /* size / units per em */
  unsigned start, length, count;
  unsigned *codepoints;
  unsigned expected_count;
  int *expected;         /* 5 ints a glyph */
};

static struct call *calls;
static int call_count, call_capacity;
static hb_font_t *fonts[256];
static unsigned upems[256];

static void fail(const char *message, const char *detail) {
  fprintf(stderr, "floor: %s%s%s\n", message, detail ? ": " : "", detail ? detail : "");
  exit(1);
}

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static long next_long(char **cursor) {
  char *end;
  long value = strtol(*cursor, &end, 10);
  if (end == *cursor) fail("malformed trace line", *cursor);
  *cursor = end;
  return value;
}

static char *next_word(char **cursor) {
  while (**cursor == ' ') (*cursor)++;
  char *word = *cursor;
  while (**cursor && **cursor != ' ') (*cursor)++;
  if (**cursor) *(*cursor)++ = 0;
  return word;
}

static void load(const char *path) {
  FILE *file = fopen(path, "r");
  if (!file) fail("cannot open", path);
  char *line = NULL;
  size_t size = 0;
  ssize_t length;
  while ((length = getline(&line, &size, file)) > 0) {
    if (line[length - 1] == '\n') line[--length] = 0;
    char *cursor = line;
    char *kind = next_word(&cursor);
    if (strcmp(kind, "face") == 0) {
      long id = next_long(&cursor);
      long index = next_long(&cursor);
      while (*cursor == ' ') cursor++;
      if (id < 0 || id >= 256) fail("face id out of range", cursor);
      /* As LoadedFace does: a face from the file at its design units, made immutable. */
      hb_blob_t *blob = hb_blob_create_from_file_or_fail(cursor);
      if (!blob) fail("cannot open the font", cursor);
      hb_face_t *face = hb_face_create(blob, (unsigned)index);
      hb_blob_destroy(blob);
      upems[id] = hb_face_get_upem(face);
      fonts[id] = hb_font_create(face);
      hb_face_destroy(face);
      hb_font_set_scale(fonts[id], (int)upems[id], (int)upems[id]);
      hb_font_make_immutable(fonts[id]);
    } else if (strcmp(kind, "call") == 0) {
      if (call_count == call_capacity) {
        call_capacity = call_capacity ? call_capacity * 2 : 4096;
        calls = realloc(calls, call_capacity * sizeof *calls);
        if (!calls) fail("out of memory", NULL);
      }
      struct call *call = &calls[call_count++];
      memset(call, 0, sizeof *call);
      call->paragraph = strcmp(next_word(&cursor), "paragraph") == 0;
      call->face = (int)next_long(&cursor);
      if (call->face < 0 || call->face >= 256 || !fonts[call->face]) fail("unknown face", line);
      call->direction = next_long(&cursor) ? HB_DIRECTION_RTL : HB_DIRECTION_LTR;
      char *script = next_word(&cursor);
      call->script = strcmp(script, "-") == 0 ? HB_SCRIPT_INVALID : hb_script_from_string(script, -1);
      char *language = next_word(&cursor);
      call->language = strcmp(language, "-") == 0 ? HB_LANGUAGE_INVALID : hb_language_from_string(language, -1);
      char *end;
      double points = strtod(cursor, &end);
      cursor = end;
      call->scale = points / upems[call->face];
      call->start = (unsigned)next_long(&cursor);
      call->length = (unsigned)next_long(&cursor);
      call->count = (unsigned)next_long(&cursor);
      call->codepoints = malloc(sizeof(unsigned) * (call->count ? call->count : 1));
      for (unsigned i = 0; i < call->count; i++) call->codepoints[i] = (unsigned)next_long(&cursor);
    } else if (strcmp(kind, "expect") == 0) {
      if (call_count == 0) fail("expect before call", NULL);
      struct call *call = &calls[call_count - 1];
      call->expected_count = (unsigned)next_long(&cursor);
      call->expected = malloc(sizeof(int) * 5 * (call->expected_count ? call->expected_count : 1));
      for (unsigned i = 0; i < 5 * call->expected_count; i++) call->expected[i] = (int)next_long(&cursor);
    } else {
      fail("unknown line", kind);
    }
  }
  free(line);
  fclose(file);
}

static double sink;

/* Shapes one call into the reused buffer and returns its width in points. */
static double shape(hb_buffer_t *buffer, const struct call *call) {
  hb_buffer_clear_contents(buffer);
  hb_buffer_add_utf32(buffer, call->codepoints, (int)call->count, call->start, (int)call->length);
  hb_buffer_set_direction(buffer, call->direction);
  hb_buffer_set_script(buffer, call->script);
  hb_buffer_set_language(buffer, call->language);
  hb_shape(fonts[call->face], buffer, NULL, 0);
  unsigned count;
  hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(buffer, &count);
  int pen = 0;
  for (unsigned i = 0; i < count; i++) pen += positions[i].x_advance;
  return pen * call->scale;
}

static void check(hb_buffer_t *buffer) {
  for (int n = 0; n < call_count; n++) {
    const struct call *call = &calls[n];
    shape(buffer, call);
    unsigned count;
    hb_glyph_info_t *infos = hb_buffer_get_glyph_infos(buffer, &count);
    hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(buffer, &count);
    int same = count == call->expected_count;
    for (unsigned i = 0; same && i < count; i++) {
      const int *e = &call->expected[5 * i];
      same = (int)infos[i].codepoint == e[0] && (int)infos[i].cluster == e[1] && positions[i].x_advance == e[2]
        && positions[i].x_offset == e[3] && positions[i].y_offset == e[4];
    }
    if (!same) {
      fprintf(stderr, "floor: call %d shapes differently from PlumbText\n", n);
      exit(1);
    }
  }
}

static double pass(hb_buffer_t *buffer, int paragraphs_only) {
  double start = now_ms();
  for (int n = 0; n < call_count; n++)
    if (!paragraphs_only || calls[n].paragraph) sink += shape(buffer, &calls[n]);
  return now_ms() - start;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: floor TRACE\n");
    return 2;
  }
  load(argv[1]);
  hb_buffer_t *buffer = hb_buffer_create();
  check(buffer);
  int paragraph_calls = 0;
  for (int n = 0; n < call_count; n++) paragraph_calls += calls[n].paragraph;
  printf("ready %d %d\n", call_count, paragraph_calls);
  fflush(stdout);
  char request[16];
  while (fgets(request, sizeof request, stdin)) {
    if (request[0] != 'a' && request[0] != 'p') fail("unknown request", request);
    printf("%.4f\n", pass(buffer, request[0] == 'p'));
    fflush(stdout);
  }
  if (sink < 0) puts("");
  hb_buffer_destroy(buffer);
  return 0;
}
