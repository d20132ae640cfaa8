/* qd-constraints-worksheet.c — AC-3 and forward-checking exercises
 * (qd-constraints-worksheet.h). */
#include "config.h"
#include "qd-constraints-worksheet.h"

#include <glib/gi18n.h>

#include "core/qd-owned.h"
#include "problems/constraints/qd-constraints-gen.h"
#include "problems/csp/qd-csp-ac3.h"
#include "problems/csp/qd-csp-solve.h"
#include "qd-constraints-render.h"

typedef struct {
  QdOwned owned;
  char *text;
  QdCspModel *model;
  gboolean **domains;        /* after AC-3 */
  gboolean consistent;
  gint *solution;            /* forward checking, static orders: the first found, or NULL */
} Exercise;

/* The domains AC-3 left, freed before the model whose variables they are. */
static void
domains_free (gpointer data)
{
  Exercise *e = data;

  qd_csp_ac3_domains_free (e->model->csp, e->domains);
}

static gpointer
generate (guint64 seed, QdWorksheetDifficulty difficulty)
{
  Exercise *e = g_new0 (Exercise, 1);
  QdCspSolveOptions options;
  QdCspSolveResult *result;

  e->text = qd_owned_add (&e->owned, qd_constraints_gen_text (seed, difficulty), g_free);
  e->model = qd_owned_add (&e->owned, qd_csp_model_parse_own (e->text, -1, NULL), (GDestroyNotify) qd_csp_model_free);
  g_assert (e->model != NULL);
  e->consistent = qd_csp_ac3_run (e->model->csp, &e->domains, NULL, NULL, NULL);
  qd_owned_add (&e->owned, e, domains_free);
  qd_csp_solve_options_init (&options);
  options.var_order = QD_CSP_VAR_STATIC;
  options.inference = QD_CSP_INFER_FC;
  result = qd_csp_solve (e->model, &options);
  if (result->first != NULL)
    e->solution = qd_owned_add (&e->owned, g_memdup2 (result->first, qd_csp_model_n_vars (e->model) * sizeof (gint)),
                                g_free);
  qd_csp_solve_result_free (result);
  return e;
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

/* What the network's boxes cover (the layout's margins left out): every
 * edge runs between two boxes. */
static void
network_extent (const QdConstraintsLayout *layout, double *x0, double *y0, double *x1, double *y1)
{
  *x0 = *y0 = G_MAXDOUBLE;
  *x1 = *y1 = -G_MAXDOUBLE;
  for (guint i = 0; i < layout->n_vars + layout->n_constraints; i++)
    {
      const QdConstraintsBox *b = i < layout->n_vars ? &layout->vars[i] : &layout->constraints[i - layout->n_vars];

      *x0 = MIN (*x0, b->x - b->width / 2);
      *y0 = MIN (*y0, b->y - b->height / 2);
      *x1 = MAX (*x1, b->x + b->width / 2);
      *y1 = MAX (*y1, b->y + b->height / 2);
    }
  if (*x0 > *x1)
    {
      *x0 = *y0 = 0;
      *x1 = layout->width;
      *y1 = layout->height;
    }
  /* Room for the outlines' width. */
  *x0 -= 2;
  *y0 -= 2;
  *x1 += 2;
  *y1 += 2;
}

/* The scale of the network drawn into width × height. */
static double
network_scale (const QdConstraintsLayout *layout, double width, double height)
{
  double x0, y0, x1, y1;

  network_extent (layout, &x0, &y0, &x1, &y1);
  return MIN (MIN (width / (x1 - x0), height / (y1 - y0)), 1.5);
}

/* The network as the tab draws it, scaled into (0, 0, width, height) and
 * centred there; the key strikes the values AC-3 removes. */
static void
draw_network (cairo_t *cr, const QdConstraintsLayout *layout, double width, double height, const Exercise *e,
              gboolean filled, const QdPalette *palette)
{
  QdConstraintsRenderOptions options;
  double scale = network_scale (layout, width, height);
  double x0, y0, x1, y1;

  network_extent (layout, &x0, &y0, &x1, &y1);
  qd_constraints_render_options_init (&options, palette);
  if (filled)
    options.domains = (const gboolean *const *) e->domains;
  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_clip (cr);
  cairo_translate (cr, (width - (x1 - x0) * scale) / 2, (height - (y1 - y0) * scale) / 2);
  cairo_scale (cr, scale, scale);
  cairo_translate (cr, -x0, -y0);
  qd_constraints_render (cr, e->model, layout, &options);
  cairo_restore (cr);
}

static void
draw_table (cairo_t *cr, double x, double top, const Exercise *e, gboolean filled, const QdPalette *palette)
{
  const char *heads[] = { _("variable"), _("domain"), _("after AC-3"), _("FC’s solution") };
  const double widths[] = { NAME_W, FROM_W, AC3_W, SOL_W };
  guint n = qd_csp_model_n_vars (e->model);
  double left = x;

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

#define LINE    (4.8 * QD_WORKSHEET_MM)

static gboolean
is_constraint_line (const char *line)
{
  return *line != '\0' && *line != '#' && !g_str_has_prefix (line, "var ");
}

/* The constraints as the file writes them, one a line, in `columns` columns
 * of `column_w`. */
static void
draw_constraints (cairo_t *cr, double x, double y, guint columns, double column_w, const Exercise *e,
                  const QdPalette *palette)
{
  g_auto(GStrv) lines = g_strsplit (e->text, "\n", -1);
  guint k = 0;

  qd_worksheet_text (cr, palette, _("Constraints"), 10, TRUE, x, y, 0);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (!is_constraint_line (lines[i]))
        continue;
      qd_worksheet_text (cr, palette, lines[i], TEXT, FALSE, x + (k % columns) * column_w,
                         y + (1 + k / columns) * LINE, 0);
      k++;
    }
}

/* The constraints' lines and the characters of the longest. */
static guint
count_constraints (const Exercise *e, guint *longest)
{
  g_auto(GStrv) lines = g_strsplit (e->text, "\n", -1);
  guint k = 0;

  *longest = 0;
  for (guint i = 0; lines[i] != NULL; i++)
    if (is_constraint_line (lines[i]))
      {
        *longest = MAX (*longest, (guint) g_utf8_strlen (lines[i], -1));
        k++;
      }
  return k;
}

/* The network, the table and the constraints in one of two arrangements,
 * whichever draws the network larger: the network left of the table (the
 * constraints under the table, in two columns), or across the whole width
 * over the table (the constraints left of the table, in one column, when
 * they fit there). */
static void
draw (cairo_t *cr, double width, double height, gconstpointer data, gboolean filled, const QdPalette *palette)
{
  const Exercise *e = data;
  QdConstraintsLayout *layout = qd_constraints_layout_new (e->model, NULL);
  double x = width - TABLE_W;
  double table_h = (qd_csp_model_n_vars (e->model) + 1) * ROW + 2.0 * QD_WORKSHEET_MM;
  double gap = 4.0 * QD_WORKSHEET_MM;
  double beside = network_scale (layout, x - gap, height);
  double over_h = height - table_h - gap;
  double over = over_h > 0 ? network_scale (layout, width, over_h) : 0;
  guint longest, n_lines = count_constraints (e, &longest);
  /* A 9 pt line's characters at most about 0.55 em wide each. */
  gboolean fit_left = longest * TEXT * 0.55 <= x - gap && (1 + n_lines) * LINE <= table_h + gap;

  if (over > beside * 1.1 && fit_left)
    {
      draw_network (cr, layout, width, over_h, e, filled, palette);
      draw_table (cr, x, over_h + gap, e, filled, palette);
      draw_constraints (cr, 0, over_h + gap + ROW * 0.62, 1, 0, e, palette);
    }
  else
    {
      draw_network (cr, layout, x - gap, height, e, filled, palette);
      draw_table (cr, x, 2.0 * QD_WORKSHEET_MM, e, filled, palette);
      draw_constraints (cr, x, table_h + 7.0 * QD_WORKSHEET_MM, 2, TABLE_W / 2, e, palette);
    }
  qd_constraints_layout_free (layout);
}

const QdWorksheetKind qd_constraints_worksheet = {
  .name = "csp",
  .title = N_("Arc consistency and forward checking"),
  .task = N_("Each domain after AC-3; the first solution of forward checking, variables and values in order."),
  .extension = "csp",
  .command = "quandary-cli csp FILE --ac3",
  .generate = generate,
  .free = qd_owned_free,
  .instance_text = instance_text,
  .answer_text = answer_text,
  .draw = draw,
};
