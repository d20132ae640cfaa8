/* qd-search-worksheet-private.h — what the search tab's exercise kinds
 * share (route maps, sliding tiles): an exercise is a document and its A*
 * run with the command's defaults; its answer is what `quandary-cli search
 * FILE --trace -` prints; its table has a row per expansion (#, the node,
 * g, h, f, the frontier after it) and the goal's row. */
#pragma once

#include <cairo.h>

#include "core/qd-owned.h"
#include "problems/search/qd-search-run.h"
#include "render/qd-palette.h"

G_BEGIN_DECLS

/* Freed with qd_owned_free. */
typedef struct {
  QdOwned owned;
  QdSearchDoc *doc;
  QdSearchRun *run;          /* A* with the kind's default heuristic, solved */
} QdSearchExercise;

/* An exercise of `doc` (taken), its run with `settings` (NULL: the
 * defaults) solved. */
G_GNUC_INTERNAL QdSearchExercise *qd_search_exercise_new (QdSearchDoc *doc, const QdSearchSettings *settings);
/* The instance file's text, and the answer: the command's output then the trace. */
G_GNUC_INTERNAL char *qd_search_exercise_instance_text (gconstpointer exercise);
G_GNUC_INTERNAL char *qd_search_exercise_answer_text (gconstpointer exercise);

/* The fields of a QdWorksheetKind that every search kind shares: the
 * command, freeing, the instance's text and the answer. */
#define QD_SEARCH_EXERCISE_FUNCTIONS \
  .command = "quandary-cli search FILE --trace -", .free = qd_owned_free, \
  .instance_text = qd_search_exercise_instance_text, .answer_text = qd_search_exercise_answer_text

/* How a kind fills its table. */
typedef struct {
  double node_width;         /* the node's column */
  double value_width;        /* each of g, h and f's columns */
  /* Appends the name of an event's node (the node column, the frontier). */
  void (*name) (const QdSearchExercise *e, guint event, GString *out);
  /* Draws the key's node cell of an expansion or the goal in (x, y, width,
   * height); NULL: its name, centred. */
  void (*draw_node) (cairo_t *cr, const QdSearchExercise *e, guint event, double x, double y, double width,
                     double height, const QdPalette *palette);
} QdSearchTableStyle;

/* Draws the table at (x, 0), `width` wide, its heads on the first
 * QD_WORKSHEET_BLANK then a row of that height per expansion and the goal:
 * blank, or the run's values (`filled`).  Returns the rows under the heads. */
G_GNUC_INTERNAL guint qd_search_worksheet_table (cairo_t *cr, double x, double width, const QdSearchExercise *e,
                                                 gboolean filled, const QdPalette *palette,
                                                 const QdSearchTableStyle *style);

/* qd-search-worksheet.c: a route exercise's map (roads with their costs,
 * places with their h) in a square of 68 mm at (0, 0). */
G_GNUC_INTERNAL void qd_search_worksheet_draw_map (cairo_t *cr, const QdSearchExercise *e, const QdPalette *palette);
/* Whether that map's numbers all find a place clear of the rest (else two
 * overlap: a crowded map, to draw again from another seed). */
G_GNUC_INTERNAL gboolean qd_search_worksheet_map_fits (const QdSearchExercise *e);

G_END_DECLS
