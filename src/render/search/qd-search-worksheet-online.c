/* qd-search-worksheet-online.c — LRTA*'s hand exercise (`quandary-cli
 * worksheet lrta`): a small maze with h (the Manhattan distance) in its
 * cells; the student writes each move of LRTA*'s first trial and the update
 * H(s) ← … made on arriving.  The answer is what `quandary-cli search FILE
 * --online lrta --steps` prints. */
#include "config.h"
#include "qd-search-worksheet.h"

#include <glib/gi18n.h>
#include <math.h>

#include "core/qd-format.h"
#include "core/qd-owned.h"
#include "problems/search/qd-search-maze.h"
#include "problems/search/qd-search-online.h"
#include "render/qd-draw.h"

#define ROW     QD_WORKSHEET_BLANK
#define CELL    (9.0 * QD_WORKSHEET_MM)
#define NUM_W   (8.0 * QD_WORKSHEET_MM)
#define TEXT    9.0
#define MAX_MOVES 16

typedef struct {
  QdOwned owned;
  QdSearchDoc *doc;
  guint n_moves;
  QdSearchOnlineMove moves[MAX_MOVES];
} Exercise;

static gpointer
generate (guint64 seed, QdWorksheetDifficulty difficulty)
{
  Exercise *e = g_new0 (Exercise, 1);
  g_autoptr(QdSearchOnline) online = NULL;
  QdSearchOnlineStatus status = QD_SEARCH_ONLINE_WALKING;

  e->doc = qd_owned_add (&e->owned, qd_search_doc_new_maze (qd_search_online_exercise (seed, difficulty)),
                         (GDestroyNotify) qd_search_doc_free);
  online = qd_search_online_new (e->doc->maze, QD_SEARCH_ONLINE_LRTA, MAX_MOVES);
  while (status == QD_SEARCH_ONLINE_WALKING && e->n_moves < MAX_MOVES)
    {
      QdSearchOnlineMove m;

      status = qd_search_online_step (online, &m);
      if (qd_search_online_moved (online))
        e->moves[e->n_moves++] = m;
    }
  return e;
}

static char *
instance_text (gconstpointer data)
{
  const Exercise *e = data;

  return qd_search_doc_to_string (e->doc);
}

static char *
answer_text (gconstpointer data)
{
  const Exercise *e = data;

  return qd_search_online_steps_text (e->doc, QD_SEARCH_ONLINE_LRTA, 1);
}

/* The maze at (x, y): walls filled, S and G, h in each free cell's corner. */
static void
draw_maze (cairo_t *cr, const QdSearchMaze *maze, double x, double y, const QdPalette *palette)
{
  double least = qd_search_maze_least_cost (maze);

  for (guint r = 0; r < maze->rows; r++)
    for (guint c = 0; c < maze->cols; c++)
      {
        guint cell = r * maze->cols + c;
        double cx = x + c * CELL, cy = y + r * CELL;
        g_autofree char *h = NULL;

        cairo_rectangle (cr, cx, cy, CELL, CELL);
        if (maze->cells[cell] == QD_SEARCH_MAZE_WALL)
          {
            qd_draw_set_color (cr, &palette->foreground, 0.75);
            cairo_fill (cr);
            continue;
          }
        qd_draw_set_color (cr, &palette->foreground, 1);
        cairo_set_line_width (cr, 0.7);
        cairo_stroke (cr);
        if (cell == maze->start || cell == maze->goal)
          qd_worksheet_text (cr, palette, cell == maze->start ? "S" : "G", 12, TRUE, cx + CELL / 2, cy + CELL * 0.55,
                             0.5);
        h = qd_format_number (qd_search_maze_h_least (maze, QD_SEARCH_H_MANHATTAN, least, cell));
        qd_worksheet_text (cr, palette, h, 7, FALSE, cx + CELL - 2, cy + CELL - 2.5, 1);
      }
  for (guint c = 0; c < maze->cols; c++)
    {
      g_autofree char *col = g_strdup_printf ("%u", c);

      qd_worksheet_text (cr, palette, col, 7, FALSE, x + c * CELL + CELL / 2, y - 2, 0.5);
    }
  for (guint r = 0; r < maze->rows; r++)
    {
      g_autofree char *row = g_strdup_printf ("%u", r);

      qd_worksheet_text (cr, palette, row, 7, FALSE, x - 3, y + r * CELL + CELL * 0.6, 1);
    }
}

static void
cell_name (GString *out, const QdSearchMaze *maze, guint cell)
{
  g_string_append_printf (out, "%u %u", cell / maze->cols, cell % maze->cols);
}

/* Row k (from 0) of the table: "#", move k + 1, the update made on arriving
 * (the next move's; none on the goal); blank unless filled. */
static void
draw_row (cairo_t *cr, const Exercise *e, guint k, double x, double y, double width, gboolean filled,
          const QdPalette *palette)
{
  double move_w = (width - NUM_W) * 0.45;
  g_autoptr(GString) move = g_string_new (NULL), update = g_string_new (NULL);
  g_autofree char *number = g_strdup_printf ("%u", k + 1);
  const QdSearchOnlineMove *m = &e->moves[k];
  const QdSearchOnlineMove *next = k + 1 < e->n_moves ? &e->moves[k + 1] : NULL;

  qd_worksheet_text (cr, palette, number, TEXT, FALSE, x + NUM_W / 2, y + ROW * 0.65, 0.5);
  qd_worksheet_box (cr, palette, x + NUM_W, y, move_w, ROW);
  qd_worksheet_box (cr, palette, x + NUM_W + move_w, y, width - NUM_W - move_w, ROW);
  if (!filled)
    return;
  cell_name (move, e->doc->maze, m->from);
  g_string_append (move, " → ");
  cell_name (move, e->doc->maze, m->to);
  qd_worksheet_text (cr, palette, move->str, TEXT, TRUE, x + NUM_W + 4, y + ROW * 0.65, 0);
  if (next == NULL && m->to == e->doc->maze->goal)
    qd_worksheet_text (cr, palette, _("the goal: stop"), TEXT, FALSE, x + NUM_W + move_w + 4, y + ROW * 0.65, 0);
  else if (next != NULL && next->updated)
    {
      g_autofree char *value = qd_format_number (next->h_new);

      g_string_append (update, "H(");
      cell_name (update, e->doc->maze, next->h_cell);
      g_string_append_printf (update, ") ← %s", value);
      qd_worksheet_text (cr, palette, update->str, TEXT, TRUE, x + NUM_W + move_w + 4, y + ROW * 0.65, 0);
    }
}

static void
draw (cairo_t *cr, double width, double height, gconstpointer data, gboolean filled, const QdPalette *palette)
{
  const Exercise *e = data;
  const QdSearchMaze *maze = e->doc->maze;
  double left = maze->cols * CELL + 10 * QD_WORKSHEET_MM, table_w = width - left;
  double move_w = (table_w - NUM_W) * 0.45;
  guint rows = MIN (e->n_moves, (guint) ((height - ROW) / ROW));

  draw_maze (cr, maze, 4 * QD_WORKSHEET_MM, 8 * QD_WORKSHEET_MM, palette);
  qd_worksheet_text_fit (cr, palette, _("h: the number in each cell’s corner."), 8, FALSE, 0,
                         8 * QD_WORKSHEET_MM + maze->rows * CELL + 6 * QD_WORKSHEET_MM, 0, left - 4);
  qd_worksheet_text (cr, palette, "#", TEXT, TRUE, left + NUM_W / 2, ROW * 0.65, 0.5);
  qd_worksheet_text_fit (cr, palette, _("Move (from → to)"), TEXT, TRUE, left + NUM_W + 4, ROW * 0.65, 0,
                         move_w - 6);
  qd_worksheet_text_fit (cr, palette, _("Update made on arriving"), TEXT, TRUE, left + NUM_W + move_w + 4,
                         ROW * 0.65, 0, table_w - NUM_W - move_w - 6);
  for (guint k = 0; k < rows; k++)
    draw_row (cr, e, k, left, ROW * (k + 1), table_w, filled, palette);
}

const QdWorksheetKind qd_search_worksheet_online = {
  .name = "lrta",
  .title = N_("LRTA* in an unknown maze: moves and H updates"),
  .puzzle = N_("LRTA*"),
  .task = N_("LRTA*: try up, right, down, left (the first at a tie); an untried move costs h(s). Write each "
             "move, then H(s) ← … made on arriving."),
  .extension = "maze",
  .command = "quandary-cli search FILE --online lrta --steps",
  .generate = generate,
  .free = qd_owned_free,
  .instance_text = instance_text,
  .answer_text = answer_text,
  .draw = draw,
};
