// An empty Swift program: the floor a command-line tool cannot start below.
