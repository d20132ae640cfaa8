/* qd-mapcolor-worksheet.c — FC vs MAC exercises (qd-mapcolor-worksheet.h). */
#include "config.h"
#include "qd-mapcolor-worksheet.h"

#include <glib/gi18n.h>

#include "core/qd-owned.h"
#include "problems/mapcolor/qd-mapcolor-fcmac-gen.h"
#include "problems/mapcolor/qd-mapcolor-fcmac.h"
#include "problems/qd-problem.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (mapcolor)

extern const QdProblem qd_mapcolor_problem;

typedef struct {
  QdOwned owned;
  QdMap *map;
  QdCspTable *tables[2];     /* forward checking, MAC: what the command prints by default */
} Exercise;

static const char *const values[] = { "r", "g", "b", NULL };

static gpointer
generate (guint64 seed, QdWorksheetDifficulty difficulty)
{
  Exercise *e = g_new0 (Exercise, 1);

  e->map = qd_owned_add (&e->owned, qd_mapcolor_fcmac_gen_random (seed, difficulty), (GDestroyNotify) qd_map_free);
  e->tables[0] = qd_owned_add (&e->owned, qd_mapcolor_fcmac_run_rows (e->map, NULL, values, 3, QD_CSP_TABLES_FC),
                               (GDestroyNotify) qd_csp_tables_free);
  e->tables[1] = qd_owned_add (&e->owned, qd_mapcolor_fcmac_run_rows (e->map, NULL, values, 3, QD_CSP_TABLES_MAC),
                               (GDestroyNotify) qd_csp_tables_free);
  return e;
}

static char *
instance_text (gconstpointer data)
{
  const Exercise *e = data;

  return qd_mapcolor_problem.format->write (e->map);
}

static char *
answer_text (gconstpointer data)
{
  const Exercise *e = data;

  return qd_mapcolor_fcmac_text ((QdCspTable *const *) e->tables, 2);
}

#define ROW      QD_WORKSHEET_BLANK
#define LABEL_W  (13.0 * QD_WORKSHEET_MM)
#define TEXT     9.0

/* One table at (x, y): its title, the header D_A …, the initial domains
 * (given), then `n_rows` rows to fill, or filled from the table. */
static void
draw_table (cairo_t *cr, double x, double y, double width, const QdCspTable *table, guint n_rows, gboolean filled,
            const QdPalette *palette)
{
  double cell = (width - LABEL_W) / table->n_vars;
  double top = y + 5.5 * QD_WORKSHEET_MM;

  qd_worksheet_text (cr, palette, table->method == QD_CSP_TABLES_FC ? _("Forward checking")
                                                                    : _("Maintaining arc consistency"),
                     10, TRUE, x, y + 3.5 * QD_WORKSHEET_MM, 0);
  for (guint v = 0; v < table->n_vars; v++)
    {
      g_autofree char *head = g_strdup_printf ("D_%s", table->names[v]);

      qd_worksheet_text (cr, palette, head, TEXT, TRUE, x + LABEL_W + (v + 0.5) * cell, top + ROW * 0.62, 0.5);
    }
  for (guint r = 0; r < n_rows; r++)
    {
      const QdCspTablesRow *row = r < table->rows->len ? &g_array_index (table->rows, QdCspTablesRow, r) : NULL;
      double row_top = top + (r + 1) * ROW;
      gboolean given = r == 0;

      qd_worksheet_box (cr, palette, x, row_top, LABEL_W, ROW);
      for (guint v = 0; v < table->n_vars; v++)
        qd_worksheet_box (cr, palette, x + LABEL_W + v * cell, row_top, cell, ROW);
      if (row == NULL || !(filled || given))
        continue;
      if (r > 0)
        {
          g_autofree char *label = qd_csp_tables_row_label (table, r, FALSE);

          if (row->kind == QD_CSP_TABLES_ROW_BACKTRACK)
            {
              g_free (label);
              /* Translators: a backtrack row's label in a worksheet's narrow column: "back E". */
              label = g_strdup_printf (_("back %s"), table->names[row->var]);
            }
          qd_worksheet_text (cr, palette, label, TEXT, TRUE, x + LABEL_W / 2, row_top + ROW * 0.62, 0.5);
        }
      for (guint v = 0; v < table->n_vars; v++)
        {
          g_autofree char *domain = qd_csp_tables_format_domain (table, v, row->domains[v]);

          qd_worksheet_text (cr, palette, domain, TEXT, FALSE, x + LABEL_W + (v + 0.5) * cell, row_top + ROW * 0.62,
                             0.5);
        }
    }
  if (filled)
    {
      g_autofree char *outcome = qd_csp_tables_outcome (table);
      g_autofree char *line = g_strdup_printf (_("solution %s"), outcome);

      qd_worksheet_text (cr, palette, table->status == QD_CSP_TABLES_SOLVED ? line : outcome, TEXT, FALSE, x,
                         top + (n_rows + 1) * ROW + 4.5 * QD_WORKSHEET_MM, 0);
    }
}

/* The graph in a square of side `side`: a disc with its letter per region
 * (positions in the unit square, y down), a line per edge. */
static void
draw_graph (cairo_t *cr, double x, double y, double side, const QdMap *map, const QdPalette *palette)
{
  double radius = 3.2 * QD_WORKSHEET_MM;
  double inner = side - 2 * radius;

  cairo_save (cr);
  cairo_translate (cr, x + radius, y + radius);
  cairo_set_line_width (cr, 1.0);
  for (guint r = 0; r < map->n_regions; r++)
    for (guint k = map->offsets[r]; k < map->offsets[r + 1]; k++)
      if (map->adjacency[k] > r)
        {
          guint s = map->adjacency[k];

          cairo_move_to (cr, map->x[r] * inner, map->y[r] * inner);
          cairo_line_to (cr, map->x[s] * inner, map->y[s] * inner);
        }
  cairo_set_source_rgb (cr, palette->foreground.r, palette->foreground.g, palette->foreground.b);
  cairo_stroke (cr);
  for (guint r = 0; r < map->n_regions; r++)
    {
      cairo_new_path (cr);
      cairo_arc (cr, map->x[r] * inner, map->y[r] * inner, radius, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, palette->background.r, palette->background.g, palette->background.b);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, palette->foreground.r, palette->foreground.g, palette->foreground.b);
      cairo_stroke (cr);
      qd_worksheet_text (cr, palette, g_ptr_array_index (map->names, r), 11, TRUE, map->x[r] * inner,
                         map->y[r] * inner + 4, 0.5);
    }
  cairo_restore (cr);
}

static void
draw (cairo_t *cr, double width, double height, gconstpointer data, gboolean filled, const QdPalette *palette)
{
  const Exercise *e = data;
  double graph_w = 40.0 * QD_WORKSHEET_MM;
  double gap = 4.0 * QD_WORKSHEET_MM;
  double table_w = (width - graph_w - 2 * gap) / 2;
  guint n_rows = MAX (e->tables[0]->rows->len, e->tables[1]->rows->len);

  draw_graph (cr, 0, 6.0 * QD_WORKSHEET_MM, graph_w, e->map, palette);
  qd_worksheet_text (cr, palette, _("values r, g, b"), TEXT, FALSE, 0, 6.0 * QD_WORKSHEET_MM + graph_w + 12, 0);
  qd_worksheet_text (cr, palette, _("order A, B, C, …"), TEXT, FALSE, 0, 6.0 * QD_WORKSHEET_MM + graph_w + 24, 0);

  for (guint t = 0; t < 2; t++)
    draw_table (cr, graph_w + gap + t * (table_w + gap), 0, table_w, e->tables[t], n_rows, filled, palette);
}

const QdWorksheetKind qd_mapcolor_worksheet_fcmac = {
  .name = "fcmac",
  .title = N_("Forward checking against MAC: domain tables"),
  .task = N_("Backtracking in alphabetical order with r, g, b: fill the domains after each assignment or backtrack."),
  .extension = "map",
  .command = "quandary-cli fcmac FILE",
  .generate = generate,
  .free = qd_owned_free,
  .instance_text = instance_text,
  .answer_text = answer_text,
  .draw = draw,
};
