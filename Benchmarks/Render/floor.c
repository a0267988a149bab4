/* The floor for Plumb's renderer: replays an op list written by Renderer.cairoCalls (one cairo call a line) with
 * the same cairo calls and encodes the result in memory — PNG with cairo_surface_write_to_png_stream, SVG and PDF
 * with the stream surfaces. Parsing and opening the FreeType faces happen once, untimed; then one untimed warm-up
 * and N timed repetitions of: create the surface, replay, encode, destroy.
 *
 * usage: floor OPS N [OUTPUT]   prints "TOTAL_MS DRAW_MS ENCODE_MS BYTES" (medians over the N repetitions) and
 *                               writes the last repetition's file to OUTPUT when given.
 * build: gcc -O2 -o floor floor.c $(pkg-config --cflags --libs cairo freetype2)
 */
#include <cairo.h>
#include <cairo-ft.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum code {
  IMAGE_SURFACE_CREATE, SVG_SURFACE_CREATE, SVG_SURFACE_SET_DOCUMENT_UNIT, PDF_SURFACE_CREATE, PDF_SURFACE_SET_METADATA,
  CREATE, SCALE, TRANSLATE, SET_FONT_OPTIONS, SET_SOURCE_RGBA, NEW_PATH, NEW_SUB_PATH, RECTANGLE, ARC, CLOSE_PATH,
  MOVE_TO, LINE_TO, FILL, STROKE, CLIP, SAVE, RESTORE, SET_LINE_WIDTH, SET_LINE_CAP, SET_DASH, SET_FONT_FACE,
  SET_FONT_SIZE, SHOW_GLYPHS, IMAGE_SURFACE_CREATE_FROM_PNG, SET_SOURCE_SURFACE, PAINT, SURFACE_DESTROY,
  SURFACE_FLUSH, WRITE_PNG, SURFACE_FINISH,
};

/* Surface calls come before cairo_create; everything else needs the context. */
static const struct { const char *name; enum code code; } names[] = {
  {"image_surface_create", IMAGE_SURFACE_CREATE}, {"svg_surface_create", SVG_SURFACE_CREATE},
  {"svg_surface_set_document_unit", SVG_SURFACE_SET_DOCUMENT_UNIT}, {"pdf_surface_create", PDF_SURFACE_CREATE},
  {"pdf_surface_set_metadata", PDF_SURFACE_SET_METADATA}, {"scale", SCALE}, {"translate", TRANSLATE},
  {"set_font_options", SET_FONT_OPTIONS}, {"set_source_rgba", SET_SOURCE_RGBA}, {"new_path", NEW_PATH},
  {"new_sub_path", NEW_SUB_PATH}, {"rectangle", RECTANGLE}, {"arc", ARC}, {"close_path", CLOSE_PATH},
  {"move_to", MOVE_TO}, {"line_to", LINE_TO}, {"fill", FILL}, {"stroke", STROKE}, {"clip", CLIP}, {"save", SAVE},
  {"restore", RESTORE}, {"set_line_width", SET_LINE_WIDTH}, {"set_line_cap", SET_LINE_CAP}, {"set_dash", SET_DASH},
  {"set_font_face", SET_FONT_FACE}, {"set_font_size", SET_FONT_SIZE}, {"show_glyphs", SHOW_GLYPHS},
  {"image_surface_create_from_png", IMAGE_SURFACE_CREATE_FROM_PNG}, {"set_source_surface", SET_SOURCE_SURFACE},
  {"paint", PAINT}, {"surface_destroy", SURFACE_DESTROY}, {"surface_flush", SURFACE_FLUSH},
  {"write_png", WRITE_PNG}, {"surface_finish", SURFACE_FINISH},
};

struct op {
  enum code code;
  int count;            /* numbers, or glyphs for SHOW_GLYPHS */
  double *numbers;
  cairo_glyph_t *glyphs;
  char *text;           /* a path or metadata value: the rest of the line */
};

struct sink { unsigned char *data; size_t length, capacity; };

static cairo_status_t write_to_sink(void *closure, const unsigned char *data, unsigned int length) {
  struct sink *sink = closure;
  if (sink->length + length > sink->capacity) {
    size_t capacity = sink->capacity ? sink->capacity : 65536;
    while (capacity < sink->length + length) capacity *= 2;
    unsigned char *grown = realloc(sink->data, capacity);
    if (!grown) return CAIRO_STATUS_NO_MEMORY;
    sink->data = grown;
    sink->capacity = capacity;
  }
  memcpy(sink->data + sink->length, data, length);
  sink->length += length;
  return CAIRO_STATUS_SUCCESS;
}

static void fail(const char *message, const char *detail) {
  fprintf(stderr, "floor: %s%s%s\n", message, detail ? ": " : "", detail ? detail : "");
  exit(1);
}

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int compare_doubles(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static double median(double *values, int count) {
  qsort(values, count, sizeof *values, compare_doubles);
  return count % 2 ? values[count / 2] : (values[count / 2 - 1] + values[count / 2]) / 2;
}

static struct op *ops;
static int op_count, op_capacity;
static cairo_font_face_t *faces[256];

static struct op *append(enum code code) {
  if (op_count == op_capacity) {
    op_capacity = op_capacity ? op_capacity * 2 : 1024;
    ops = realloc(ops, op_capacity * sizeof *ops);
    if (!ops) fail("out of memory", NULL);
  }
  struct op *op = &ops[op_count++];
  memset(op, 0, sizeof *op);
  op->code = code;
  return op;
}

/* Reads up to `limit` numbers from `cursor`; the rest of the line is kept as text. */
static void parse_arguments(struct op *op, char *cursor, int limit) {
  op->numbers = malloc(sizeof(double) * (limit > 0 ? limit : 1));
  for (; op->count < limit; op->count++) {
    char *end;
    double value = strtod(cursor, &end);
    if (end == cursor) break;
    op->numbers[op->count] = value;
    cursor = end;
  }
  while (*cursor == ' ') cursor++;
  if (*cursor) op->text = strdup(cursor);
}

static void load(const char *path) {
  FILE *file = fopen(path, "r");
  if (!file) fail("cannot open", path);
  FT_Library library;
  if (FT_Init_FreeType(&library)) fail("FreeType did not start", NULL);
  char *line = NULL;
  size_t size = 0;
  ssize_t length;
  int created = 0;
  while ((length = getline(&line, &size, file)) > 0) {
    if (line[length - 1] == '\n') line[--length] = 0;
    char *space = strchr(line, ' ');
    char *arguments = space ? space + 1 : line + length;
    if (space) *space = 0;
    if (strcmp(line, "ft_face") == 0) {
      /* ft_face ID INDEX PATH: opened once, as Plumb's GlyphFaces keeps faces for the process. */
      char *end;
      long id = strtol(arguments, &end, 10);
      long index = strtol(end, &end, 10);
      while (*end == ' ') end++;
      FT_Face face;
      if (id < 0 || id >= 256 || FT_New_Face(library, end, index, &face)) fail("cannot open the font", end);
      faces[id] = cairo_ft_font_face_create_for_ft_face(face, 0);
      continue;
    }
    int found = -1;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
      if (strcmp(line, names[i].name) == 0) found = (int)i;
    if (found < 0) fail("unknown call", line);
    enum code code = names[found].code;
    if (code > PDF_SURFACE_SET_METADATA && !created) {
      append(CREATE);
      created = 1;
    }
    struct op *op = append(code);
    if (code == SHOW_GLYPHS) {
      char *end;
      op->count = (int)strtol(arguments, &end, 10);
      op->glyphs = malloc(sizeof(cairo_glyph_t) * (op->count > 0 ? op->count : 1));
      for (int i = 0; i < op->count; i++) {
        op->glyphs[i].index = strtoul(end, &end, 10);
        op->glyphs[i].x = strtod(end, &end);
        op->glyphs[i].y = strtod(end, &end);
      }
    } else {
      int limit = code == IMAGE_SURFACE_CREATE_FROM_PNG ? 0 : code == PDF_SURFACE_SET_METADATA ? 1 : 64;
      parse_arguments(op, arguments, limit);
    }
  }
  free(line);
  fclose(file);
}

/* One render: returns the time spent before encoding in *draw and the whole in the result. */
static double render(struct sink *sink, double *draw) {
  cairo_surface_t *surface = NULL, *image = NULL;
  cairo_t *cr = NULL;
  sink->length = 0;
  double start = now_ms();
  *draw = 0;
  for (int i = 0; i < op_count; i++) {
    struct op *op = &ops[i];
    double *n = op->numbers;
    switch (op->code) {
    case IMAGE_SURFACE_CREATE: surface = cairo_image_surface_create((cairo_format_t)n[0], (int)n[1], (int)n[2]); break;
    case SVG_SURFACE_CREATE: surface = cairo_svg_surface_create_for_stream(write_to_sink, sink, n[0], n[1]); break;
    case SVG_SURFACE_SET_DOCUMENT_UNIT: cairo_svg_surface_set_document_unit(surface, (cairo_svg_unit_t)n[0]); break;
    case PDF_SURFACE_CREATE: surface = cairo_pdf_surface_create_for_stream(write_to_sink, sink, n[0], n[1]); break;
    case PDF_SURFACE_SET_METADATA: cairo_pdf_surface_set_metadata(surface, (cairo_pdf_metadata_t)n[0], op->text); break;
    case CREATE: cr = cairo_create(surface); break;
    case SCALE: cairo_scale(cr, n[0], n[1]); break;
    case TRANSLATE: cairo_translate(cr, n[0], n[1]); break;
    case SET_FONT_OPTIONS: {
      cairo_font_options_t *options = cairo_font_options_create();
      cairo_font_options_set_antialias(options, (cairo_antialias_t)n[0]);
      cairo_font_options_set_hint_style(options, (cairo_hint_style_t)n[1]);
      cairo_font_options_set_hint_metrics(options, (cairo_hint_metrics_t)n[2]);
      cairo_set_font_options(cr, options);
      cairo_font_options_destroy(options);
      break;
    }
    case SET_SOURCE_RGBA: cairo_set_source_rgba(cr, n[0], n[1], n[2], n[3]); break;
    case NEW_PATH: cairo_new_path(cr); break;
    case NEW_SUB_PATH: cairo_new_sub_path(cr); break;
    case RECTANGLE: cairo_rectangle(cr, n[0], n[1], n[2], n[3]); break;
    case ARC: cairo_arc(cr, n[0], n[1], n[2], n[3], n[4]); break;
    case CLOSE_PATH: cairo_close_path(cr); break;
    case MOVE_TO: cairo_move_to(cr, n[0], n[1]); break;
    case LINE_TO: cairo_line_to(cr, n[0], n[1]); break;
    case FILL: cairo_fill(cr); break;
    case STROKE: cairo_stroke(cr); break;
    case CLIP: cairo_clip(cr); break;
    case SAVE: cairo_save(cr); break;
    case RESTORE: cairo_restore(cr); break;
    case SET_LINE_WIDTH: cairo_set_line_width(cr, n[0]); break;
    case SET_LINE_CAP: cairo_set_line_cap(cr, (cairo_line_cap_t)n[0]); break;
    case SET_DASH: cairo_set_dash(cr, n + 1, op->count - 1, n[0]); break;
    case SET_FONT_FACE: cairo_set_font_face(cr, faces[(int)n[0]]); break;
    case SET_FONT_SIZE: cairo_set_font_size(cr, n[0]); break;
    case SHOW_GLYPHS: cairo_show_glyphs(cr, op->glyphs, op->count); break;
    case IMAGE_SURFACE_CREATE_FROM_PNG: image = cairo_image_surface_create_from_png(op->text); break;
    case SET_SOURCE_SURFACE: cairo_set_source_surface(cr, image, n[0], n[1]); break;
    case PAINT: cairo_paint(cr); break;
    case SURFACE_DESTROY: cairo_surface_destroy(image); image = NULL; break;
    case SURFACE_FLUSH: cairo_surface_flush(surface); break;
    case WRITE_PNG:
      *draw = now_ms() - start;
      if (cairo_surface_write_to_png_stream(surface, write_to_sink, sink) != CAIRO_STATUS_SUCCESS) fail("PNG", NULL);
      break;
    case SURFACE_FINISH:
      *draw = now_ms() - start;
      cairo_surface_finish(surface);
      break;
    }
  }
  if (!surface || cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) fail("cairo failed", NULL);
  cairo_destroy(cr);
  cairo_surface_destroy(surface);
  return now_ms() - start;
}

int main(int argc, char **argv) {
  if (argc < 3) fail("usage: floor OPS N [OUTPUT]", NULL);
  load(argv[1]);
  int repetitions = atoi(argv[2]);
  if (repetitions < 1) fail("N must be at least 1", NULL);
  struct sink sink = {0};
  double draw, *totals = malloc(sizeof(double) * repetitions), *draws = malloc(sizeof(double) * repetitions),
                *encodes = malloc(sizeof(double) * repetitions);
  render(&sink, &draw); /* warm-up: cairo's glyph caches, as in a process that has rendered before */
  for (int i = 0; i < repetitions; i++) {
    totals[i] = render(&sink, &draw);
    draws[i] = draw;
    encodes[i] = totals[i] - draw;
  }
  if (argc > 3) {
    FILE *out = fopen(argv[3], "wb");
    if (!out || fwrite(sink.data, 1, sink.length, out) != sink.length || fclose(out)) fail("cannot write", argv[3]);
  }
  printf("%.4f %.4f %.4f %zu\n", median(totals, repetitions), median(draws, repetitions), median(encodes, repetitions),
         sink.length);
  return 0;
}
