/* qd-search-worksheet-tiles.c — A* exercises on the 8-puzzle
 * (qd-search-worksheet.h): the start and the goal drawn as boards, and the
 * table of the route kind's shape (qd-search-worksheet-private.h), its
 * boards named by the blank's moves from the start ("LU": left, then up),
 * which a hand writes; the key also draws each board small. */
#include "config.h"
#include "qd-search-worksheet.h"
#include "qd-search-worksheet-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-format.h"
#include "problems/search/qd-search-gen.h"
#include "problems/search/qd-search-tiles.h"
#include "render/qd-draw.h"

#define ROW      QD_WORKSHEET_BLANK
#define TEXT     9.0
#define LEFT     (30.0 * QD_WORKSHEET_MM)     /* the column of the start and the goal */
#define CELL     (7.0 * QD_WORKSHEET_MM)      /* a cell of their boards */
#define NODE_W   (31.0 * QD_WORKSHEET_MM)
#define VALUE_W  (8.0 * QD_WORKSHEET_MM)
#define SMALL    (7.0)                        /* a cell of the key's boards, in points */
#define MAX_CELLS (QD_SEARCH_TILES_MAX_SIDE * QD_SEARCH_TILES_MAX_SIDE)

static gpointer
generate (guint64 seed, QdWorksheetDifficulty difficulty)
{
  return qd_search_exercise_new (qd_search_doc_new_tiles (qd_search_gen_tiles (seed, difficulty)), NULL);
}

/* The letters of the blank's moves up, down, left and right. */
static const char *
move_letters (void)
{
  /* TRANSLATORS: one letter each for the blank's moves up, down, left and
   * right, which name the boards of a sliding-tile exercise ("LU": left,
   * then up); four different capital letters, in this order. */
  const char *letters = _("UDLR");

  if (strlen (letters) != 4 || !g_ascii_isupper (letters[0]) || !g_ascii_isupper (letters[1])
      || !g_ascii_isupper (letters[2]) || !g_ascii_isupper (letters[3]) || letters[0] == letters[1]
      || letters[0] == letters[2] || letters[0] == letters[3] || letters[1] == letters[2]
      || letters[1] == letters[3] || letters[2] == letters[3])
    return "UDLR";
  return letters;
}

/* The blank's moves from the start to an event's board, "LU"; the start:
 * "" (its parents' actions, back from the event). */
static void
moves_of (const QdSearchExercise *e, guint event, GString *out)
{
  const char *letters = move_letters ();
  char moves[256];
  guint n = 0;
  gint64 at = event;

  while (at >= 0 && n < sizeof moves)
    {
      QdSearchEvent ev;

      qd_search_run_event (e->run, (guint) at, &ev);
      if (ev.action == QD_SPACE_ACTION_NONE)
        break;
      moves[n++] = letters[MIN (ev.action, 3u)];
      at = ev.parent_event;
    }
  while (n > 0)
    g_string_append_c (out, moves[--n]);
}

/* The name of a board: its moves, or "start". */
static void
board_name (const QdSearchExercise *e, guint event, GString *out)
{
  gsize before = out->len;

  moves_of (e, event, out);
  if (out->len == before)
    g_string_append (out, _("start"));
}

/* A board of the file's numbers with its top left at (x, y), `cell` a
 * side: the blank filled grey. */
static void
draw_board (cairo_t *cr, const QdPalette *palette, const QdSearchTiles *tiles, const guint8 *numbers, double x,
            double y, double cell, double size)
{
  cairo_save (cr);
  for (guint r = 0; r < tiles->rows; r++)
    for (guint c = 0; c < tiles->cols; c++)
      {
        guint8 number = numbers[r * tiles->cols + c];
        double cx = x + c * cell, cy = y + r * cell;

        if (number == 0)
          {
            cairo_rectangle (cr, cx, cy, cell, cell);
            qd_draw_set_color (cr, &palette->foreground, 0.18);
            cairo_fill (cr);
          }
        else
          {
            char text[4];

            g_snprintf (text, sizeof text, "%u", number);
            qd_worksheet_text (cr, palette, text, size, TRUE, cx + cell / 2, cy + cell / 2 + 0.36 * size, 0.5);
          }
      }
  cairo_rectangle (cr, x, y, tiles->cols * cell, tiles->rows * cell);
  for (guint k = 1; k < tiles->rows; k++)
    {
      cairo_move_to (cr, x, y + k * cell);
      cairo_rel_line_to (cr, tiles->cols * cell, 0);
    }
  for (guint k = 1; k < tiles->cols; k++)
    {
      cairo_move_to (cr, x + k * cell, y);
      cairo_rel_line_to (cr, 0, tiles->rows * cell);
    }
  cairo_set_line_width (cr, cell > 10 ? 1.0 : 0.5);
  qd_draw_set_color (cr, &palette->foreground, 1.0);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* The key's node cell: the board's name, and the board small at the right. */
static void
draw_node (cairo_t *cr, const QdSearchExercise *e, guint event, double x, double y, double width, double height,
           const QdPalette *palette)
{
  const QdSearchTiles *tiles = e->doc->tiles;
  guint8 numbers[MAX_CELLS];
  GString *name = g_string_new (NULL);
  double side = tiles->cols * SMALL;

  qd_search_tiles_from_canonical (tiles, qd_search_run_event_state (e->run, event), numbers);
  board_name (e, event, name);
  qd_worksheet_text (cr, palette, name->str, TEXT, TRUE, x + 3, y + height * 0.62, 0);
  draw_board (cr, palette, tiles, numbers, x + width - side - 2, y + (height - tiles->rows * SMALL) / 2, SMALL, 5.2);
  g_string_free (name, TRUE);
}

static void
draw (cairo_t *cr, double width, double height, gconstpointer data, gboolean filled, const QdPalette *palette)
{
  static const QdSearchTableStyle style = { NODE_W, VALUE_W, board_name, draw_node };
  const QdSearchExercise *e = data;
  const QdSearchTiles *tiles = e->doc->tiles;
  const char *letters = move_letters ();
  double y = 4 * QD_WORKSHEET_MM, side = tiles->rows * CELL;
  g_autofree char *legend = NULL;

  qd_worksheet_text (cr, palette, _("Start"), 10, TRUE, 0, y, 0);
  draw_board (cr, palette, tiles, tiles->start, 0, y + 2 * QD_WORKSHEET_MM, CELL, 11);
  y += side + 9 * QD_WORKSHEET_MM;
  qd_worksheet_text (cr, palette, _("Goal"), 10, TRUE, 0, y, 0);
  draw_board (cr, palette, tiles, tiles->goal, 0, y + 2 * QD_WORKSHEET_MM, CELL, 11);
  y += side + 9 * QD_WORKSHEET_MM;
  /* The letters' arrows: the way the blank moves. */
  legend = g_strdup_printf ("%c ↑  %c ↓  %c ←  %c →", letters[0], letters[1], letters[2], letters[3]);
  qd_worksheet_text (cr, palette, _("Moves of the blank:"), 7.5, FALSE, 0, y, 0);
  qd_worksheet_text (cr, palette, legend, 8, TRUE, 0, y + 4 * QD_WORKSHEET_MM, 0);
  if (filled)
    {
      const QdSpaceResult *r = qd_search_run_result (e->run);
      g_autofree char *cost = qd_format_number (r->cost);
      g_autofree char *cost_line = g_strdup_printf (_("cost %s"), cost);
      GString *path = g_string_new (NULL);
      guint goal = qd_search_run_step_event (e->run, qd_search_run_n_steps (e->run) - 1);

      moves_of (e, goal, path);
      y += 12 * QD_WORKSHEET_MM;
      qd_worksheet_text (cr, palette, _("Path:"), 9, FALSE, 0, y, 0);
      qd_worksheet_text (cr, palette, path->str, 9, TRUE, 0, y + 4.5 * QD_WORKSHEET_MM, 0);
      qd_worksheet_text (cr, palette, cost_line, 9, FALSE, 0, y + 9 * QD_WORKSHEET_MM, 0);
      g_string_free (path, TRUE);
    }
  qd_search_worksheet_table (cr, LEFT, width - LEFT, e, filled, palette, &style);
}

const QdWorksheetKind qd_search_worksheet_tiles = {
  .name = "tiles",
  .title = N_("A* on the 8-puzzle: expansions and frontier"),
  .puzzle = N_("Sliding tiles"),
  .task = N_("A* with Manhattan h (equal f: smaller h, then older). Name boards by the blank’s moves from "
              "the start: LU = left, up."),
  .extension = "tiles",
  .generate = generate,
  .draw = draw,
  QD_SEARCH_EXERCISE_FUNCTIONS,
};
