/* qd-constraints-worksheet.c — AC-3 and forward-checking exercises
 * (qd-constraints-worksheet.h). */
#include "config.h"
#include "qd-constraints-worksheet.h"

#include <glib/gi18n.h>

#include "problems/constraints/qd-constraints-gen.h"
#include "problems/csp/qd-csp-ac3.h"
#include "problems/csp/qd-csp-solve.h"
#include "qd-constraints-render.h"

typedef struct {
  char *text;
  QdCspModel *model;
  gboolean **domains;        /* after AC-3 */
  gboolean consistent;
  gint *solution;            /* forward checking, static orders: the first found, or NULL */
} Exercise;

static gpointer
generate (guint64 seed, QdWorksheetDifficulty difficulty)
{
  Exercise *e = g_new0 (Exercise, 1);
  QdCspSolveOptions options;
  QdCspSolveResult *result;

  e->text = qd_constraints_gen_text (seed, difficulty);
  e->model = qd_csp_model_parse_own (e->text, -1, NULL);
  g_assert (e->model != NULL);
  e->consistent = qd_csp_ac3_run (e->model->csp, &e->domains, NULL, NULL, NULL);
  qd_csp_solve_options_init (&options);
  options.var_order = QD_CSP_VAR_STATIC;
  options.inference = QD_CSP_INFER_FC;
  result = qd_csp_solve (e->model, &options);
  if (result->first != NULL)
    e->solution = g_memdup2 (result->first, qd_csp_model_n_vars (e->model) * sizeof (gint));
  qd_csp_solve_result_free (result);
  return e;
}

static void
exercise_free (gpointer data)
{
  Exercise *e = data;

  qd_csp_ac3_domains_free (e->model->csp, e->domains);
  qd_csp_model_free (e->model);
  g_free (e->solution);
  g_free (e->text);
  g_free (e);
}

static char *
instance_text (gconstpointer data)
{
  const Exercise *e = data;

  return g_strdup (e->text);
}

/* `csp FILE --ac3`: each variable's domain after AC-3. */
static char *
answer_text (gconstpointer data)
{
  const Exercise *e = data;
  GString *out = g_string_new (NULL);
  gboolean consistent = e->consistent && !e->model->had_false;

  for (guint v = 0; v < qd_csp_model_n_vars (e->model); v++)
    {
      g_autofree char *domain = qd_csp_model_domain_text (e->model, v, e->domains[v]);
      gboolean any = FALSE;

      for (guint x = 0; x < qd_csp_model_var (e->model, v)->n_values; x++)
        any |= e->domains[v][x];
      consistent &= any;
      g_string_append_printf (out, "%s: %s\n", qd_csp_model_var (e->model, v)->name, domain);
    }
  if (!consistent)
    g_string_append (out, "no solution\n");
  return g_string_free (out, FALSE);
}

#define ROW     QD_WORKSHEET_BLANK
#define TEXT    9.0
#define NAME_W  (12.0 * QD_WORKSHEET_MM)
#define FROM_W  (26.0 * QD_WORKSHEET_MM)
#define AC3_W   (38.0 * QD_WORKSHEET_MM)
#define SOL_W   (26.0 * QD_WORKSHEET_MM)
#define TABLE_W (NAME_W + FROM_W + AC3_W + SOL_W)

/* The network as the tab draws it, scaled into (0, 0, width, height); the
 * key strikes the values AC-3 removes. */
static void
draw_network (cairo_t *cr, double width, double height, const Exercise *e, gboolean filled,
              const QdPalette *palette)
{
  QdConstraintsLayout *layout = qd_constraints_layout_new (e->model, NULL);
  QdConstraintsRenderOptions options;
  double scale = MIN (MIN (width / layout->width, height / layout->height), 1.5);

  qd_constraints_render_options_init (&options, palette);
  if (filled)
    options.domains = (const gboolean *const *) e->domains;
  cairo_save (cr);
  cairo_translate (cr, (width - layout->width * scale) / 2, 0);
  cairo_scale (cr, scale, scale);
  qd_constraints_render (cr, e->model, layout, &options);
  cairo_restore (cr);
  qd_constraints_layout_free (layout);
}

static void
draw_table (cairo_t *cr, double x, const Exercise *e, gboolean filled, const QdPalette *palette)
{
  const char *heads[] = { _("variable"), _("domain"), _("after AC-3"), _("FC’s solution") };
  const double widths[] = { NAME_W, FROM_W, AC3_W, SOL_W };
  guint n = qd_csp_model_n_vars (e->model);
  double left = x, top = 2.0 * QD_WORKSHEET_MM;

  for (guint c = 0; c < 4; c++)
    {
      qd_worksheet_text (cr, palette, heads[c], TEXT, TRUE, left + widths[c] / 2, top + ROW * 0.62, 0.5);
      left += widths[c];
    }
  for (guint v = 0; v < n; v++)
    {
      const QdCspModelVar *var = qd_csp_model_var (e->model, v);
      double row_top = top + (v + 1) * ROW;
      g_autofree gboolean *all = g_new (gboolean, var->n_values);
      char *cells[4] = { g_strdup (var->name), NULL, NULL, NULL };

      for (guint i = 0; i < var->n_values; i++)
        all[i] = TRUE;
      cells[1] = qd_csp_model_domain_text (e->model, v, all);
      if (filled)
        {
          cells[2] = qd_csp_model_domain_text (e->model, v, e->domains[v]);
          cells[3] = e->solution != NULL ? qd_csp_model_value_text (e->model, v, (guint) e->solution[v])
                                         : g_strdup ("–");
        }
      left = x;
      for (guint c = 0; c < 4; c++)
        {
          if (c >= 2)
            qd_worksheet_box (cr, palette, left, row_top, widths[c], ROW);
          if (cells[c] != NULL)
            qd_worksheet_text (cr, palette, cells[c], TEXT + (c >= 2 ? 1 : 0), c == 0, left + widths[c] / 2,
                               row_top + ROW * 0.64, 0.5);
          left += widths[c];
          g_free (cells[c]);
        }
    }
}

/* The constraints as the file writes them, one a line, under the table. */
static void
draw_constraints (cairo_t *cr, double x, double y, const Exercise *e, const QdPalette *palette)
{
  g_auto(GStrv) lines = g_strsplit (e->text, "\n", -1);
  guint k = 0;

  qd_worksheet_text (cr, palette, _("Constraints"), 10, TRUE, x, y, 0);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = lines[i];

      if (*line == '\0' || *line == '#' || g_str_has_prefix (line, "var "))
        continue;
      qd_worksheet_text (cr, palette, line, TEXT, FALSE, x + (k % 2) * TABLE_W / 2,
                         y + (1 + k / 2) * 4.8 * QD_WORKSHEET_MM, 0);
      k++;
    }
}

static void
draw (cairo_t *cr, double width, double height, gconstpointer data, gboolean filled, const QdPalette *palette)
{
  const Exercise *e = data;
  double x = width - TABLE_W;
  double table_bottom = 2.0 * QD_WORKSHEET_MM + (qd_csp_model_n_vars (e->model) + 1) * ROW;

  draw_network (cr, x - 4.0 * QD_WORKSHEET_MM, height, e, filled, palette);
  draw_table (cr, x, e, filled, palette);
  draw_constraints (cr, x, table_bottom + 7.0 * QD_WORKSHEET_MM, e, palette);
}

const QdWorksheetKind qd_constraints_worksheet = {
  .name = "csp",
  .title = N_("Arc consistency and forward checking"),
  .task = N_("Each domain after AC-3; the first solution of forward checking, variables and values in order."),
  .extension = "csp",
  .command = "quandary-cli csp FILE --ac3",
  .generate = generate,
  .free = exercise_free,
  .instance_text = instance_text,
  .answer_text = answer_text,
  .draw = draw,
};
