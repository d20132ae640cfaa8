/* qd-logic-run-report.c — the report of a knowledge base asked its queries
 * (qd-logic-run-report.h). */
#include "config.h"
#include "qd-logic-run-report.h"

#include <glib/gi18n.h>

#include "core/qd-format.h"
#include "problems/logic/qd-logic-teach.h"
#include "problems/qd-problem.h"
#include "render/logic/qd-logic-render-proof.h"
#include "render/qd-rendering.h"
#include "render/qd-run-report.h"

QD_PROBLEM_DECLARE (logic)

/* The trace's lines a report keeps (the PDF shows its first ones). */
#define TRACE_LINES 400

GPtrArray *
qd_logic_run_queries (const QdLogicRun *run)
{
  return qd_logic_queries (run->doc, run->queries);
}

/* ---- the knowledge base */

static void
add_sentences (QdReportSection *section, QdLogicDoc *doc)
{
  QdReportBlock *table = qd_report_add_table (section, _("The knowledge base, a sentence a row"), "kb",
                                              (const char *const[]) { _("Name"), _("Line"), _("Sentence"), NULL });

  for (guint i = 0; i < doc->kb.sentences->len; i++)
    {
      const QdLogicSentence *s = &g_array_index (doc->kb.sentences, QdLogicSentence, i);
      g_autofree char *name = g_strdup_printf ("R%u", i + 1);
      g_autofree char *line = qd_format_count (s->line);
      g_autofree char *text = qd_prop_print (doc->kb.prop, s->root);

      qd_report_add_row (table, (const char *const[]) { name, line, text, NULL });
    }
}

/* One formula's four steps drawn (render/qd-prop-render.h); FALSE past
 * the limits of the conversion. */
static gboolean
add_cnf_figure (QdReport *report, QdReportSection *section, QdProp *prop, guint root, const char *caption,
                const char *name)
{
  guint steps[QD_PROP_N_STEPS];
  g_autoptr(QdPropClauses) clauses = qd_prop_cnf (prop, root, QD_PROP_MAX_CLAUSES, steps, NULL);
  QdPropCnfSteps cnf = { prop, root, steps };
  QdPropRenderOptions o;
  double width, height;

  if (clauses == NULL)
    return FALSE;
  qd_prop_render_options_init (&o, qd_report_palette (report));
  qd_prop_cnf_get_size (&cnf, &o, &width, &height);
  qd_run_report_add_fitted (section, caption, name, width, height, qd_rendering_draw,
                            &QD_RENDERING (qd_prop_cnf_render, &cnf, &o));
  return TRUE;
}

static void
add_cnf_steps (QdReport *report, QdReportSection *section, QdLogicDoc *doc)
{
  guint n = doc->kb.sentences->len;

  for (guint i = 0; i < MIN (n, QD_LOGIC_RUN_REPORT_MAX_CNF); i++)
    {
      guint root = g_array_index (doc->kb.sentences, QdLogicSentence, i).root;
      g_autofree char *caption = g_strdup_printf (_("R%u in conjunctive normal form: ⇔ and ⇒ eliminated, ¬ moved "
                                                    "inwards, ∨ distributed over ∧"), i + 1);
      g_autofree char *name = g_strdup_printf ("cnf-r%u", i + 1);

      if (!add_cnf_figure (report, section, doc->kb.prop, root, caption, name))
        qd_report_add_paragraph (section, _("This sentence’s CNF is past the conversion’s limits."));
    }
  if (n > QD_LOGIC_RUN_REPORT_MAX_CNF)
    {
      g_autofree char *count = qd_format_count (n - QD_LOGIC_RUN_REPORT_MAX_CNF);
      g_autofree char *text = g_strdup_printf (_("The conversion of the other %s sentences is left out "
                                                 "(quandary-cli logic FILE --cnf prints it)."), count);

      qd_report_add_paragraph (section, text);
    }
}

/* A first-order KB's clauses, numbered as the proofs name them. */
static void
add_fol_clauses (QdReportSection *section, QdLogicDoc *doc)
{
  QdReportBlock *table = qd_report_add_table (section, _("The knowledge base, a definite clause a row"), "kb",
                                              (const char *const[]) { _("Number"), _("Clause"), NULL });

  for (guint i = 0; i < qd_fol_n_clauses (doc->fol.fol); i++)
    {
      g_autofree char *number = g_strdup_printf ("(%u)", i + 1);
      g_autofree char *text = qd_fol_print_clause (doc->fol.fol, i);

      qd_report_add_row (table, (const char *const[]) { number, text, NULL });
    }
}

static void
add_instance (QdReport *report, const QdLogicRun *run, GPtrArray *queries)
{
  QdLogicDoc *doc = run->doc;
  QdReportSection *section;

  qd_report_add_instance (report, run->path, 0, 0, NULL, NULL);
  section = qd_report_part (report, QD_REPORT_INSTANCE);
  if (doc->title != NULL)
    qd_report_add_pair (section, _("Title"), doc->title);
  if (doc->kind == QD_LOGIC_DOC_DIMACS)
    {
      g_autofree char *vars = qd_format_count (doc->cnf->n_vars);
      g_autofree char *clauses = qd_format_count (doc->cnf->n_clauses);

      qd_report_add_pair (section, _("Kind"), _("A formula in conjunctive normal form (DIMACS)"));
      qd_report_add_pair (section, _("Variables"), vars);
      qd_report_add_pair (section, _("Clauses"), clauses);
      return;
    }
  if (doc->kind == QD_LOGIC_DOC_FOL)
    {
      qd_report_add_pair (section, _("Kind"), _("A first-order knowledge base of definite clauses"));
      for (guint i = 0; i < queries->len; i++)
        if (g_ptr_array_index (queries, i) != NULL)
          qd_report_add_pair (section, _("Query"), g_ptr_array_index (queries, i));
      add_fol_clauses (section, doc);
      return;
    }
  qd_report_add_pair (section, _("Kind"), _("A propositional knowledge base"));
  for (guint i = 0; i < queries->len; i++)
    if (g_ptr_array_index (queries, i) != NULL)
      qd_report_add_pair (section, _("Query"), g_ptr_array_index (queries, i));
  add_sentences (section, doc);
  add_cnf_steps (report, section, doc);
}

/* ---- the answers */

/* A slice of a tall drawing: its rows from `top`, `height` points of it. */
typedef struct {
  const QdLogicProof *figure;
  const QdPropRenderOptions *options;
  double top;
} Slice;

static void
slice_draw (cairo_t *cr, double width, double height, gpointer data)
{
  const Slice *slice = data;

  cairo_save (cr);
  /* A clip a hair inside the picture: cairo drops one that covers the whole
   * surface, and the SVG's reader draws what lies past its edges. */
  cairo_rectangle (cr, 0, 0.01, width, height - 0.02);
  cairo_clip (cr);
  cairo_translate (cr, 0, -slice->top);
  qd_logic_proof_render (cr, slice->figure, slice->options);
  cairo_restore (cr);
}

/* Where the slice from `top` ends: at most `most` points down, at a row's
 * top for a truth table (a row never cut in two). */
static double
slice_end (const QdLogicProof *figure, const QdPropRenderOptions *o, double top, double most, double height)
{
  double end = MIN (top + most, height), x, y, w, h;

  if (end >= height || figure->kind != QD_LOGIC_PROOF_TABLE)
    return end;
  for (guint row = qd_prop_table_n_rows (&figure->table); row-- > 0;)
    if (qd_prop_table_row_box (&figure->table, o, row, &x, &y, &w, &h) && y + h <= end && y > top)
      return y + h;
  return end;
}

/* The proof drawn; a drawing taller than a page's width allows (a truth
 * table of 128 rows) in slices a page each, readable. */
static void
add_figure (QdReport *report, QdReportSection *section, QdLogicDoc *doc, const QdLogicAskResult *r, guint index)
{
  QdLogicProof figure;
  QdPropRenderOptions o;
  double width, height, most;
  guint part = 0;

  /* No drawing (a refused question, a DIMACS formula): the verdict says why. */
  if (!qd_logic_proof_init (&figure, doc, r, NULL))
    return;
  qd_prop_render_options_init (&o, qd_report_palette (report));
  qd_logic_proof_get_size (&figure, &o, &width, &height);
  most = MAX (width * 1.35, 360.0);
  for (double top = 0; top < height; part++)
    {
      Slice slice = { &figure, &o, top };
      double end = slice_end (&figure, &o, top, most, height);
      g_autofree char *name = g_strdup_printf ("proof-%u-%u", index + 1, part + 1);
      g_autofree char *more = g_strdup_printf (_("%s (continued)"), qd_logic_proof_caption (&figure));

      qd_run_report_add_fitted (section, part == 0 ? qd_logic_proof_caption (&figure) : more, name, width,
                                end - top, slice_draw, &slice);
      top = end;
    }
  qd_logic_proof_clear (&figure);
}

static void
add_answer (QdReport *report, QdReportSection *section, QdReportBlock *times, const QdLogicRun *run,
            const char *query, guint index)
{
  QdLogicAskOptions defaults;
  QdLogicAskResult r;
  g_autoptr(GError) error = NULL;
  g_autofree char *figures = NULL, *steps = NULL, *verdict = NULL, *name = NULL;

  qd_logic_ask_options_init (&defaults);
  if (!qd_logic_ask (run->doc, query, run->algorithm, run->options != NULL ? run->options : &defaults, &r, &error))
    {
      qd_report_add_pair (section, query != NULL ? query : _("Satisfiability"), error->message);
      return;
    }
  verdict = qd_logic_ask_verdict (run->doc, &r);
  qd_report_add_pair (section, query != NULL ? _("Query") : _("Question"), query != NULL ? query : _("Satisfiability"));
  qd_report_add_pair (section, _("Answer"), verdict);
  figures = qd_logic_ask_format (run->doc, &r);
  name = g_strdup_printf ("answer-%u", index + 1);
  qd_report_add_verbatim (section, _("The answer’s figures, as quandary-cli logic prints them"), name, figures);
  add_figure (report, section, run->doc, &r, index);
  if (r.status != QD_LOGIC_REFUSED && r.status != QD_LOGIC_STOPPED)
    {
      g_free (name);
      name = g_strdup_printf ("steps-%u", index + 1);
      steps = qd_logic_ask_steps (run->doc, &r, TRACE_LINES, TRUE);
      qd_report_add_verbatim (section, _("The steps of the algorithm"), name, steps);
    }
  {
    g_autofree char *ms = qd_format_c ("%.3f", r.elapsed_us / 1000.0);

    qd_report_add_row (times, (const char *const[]) { query != NULL ? query : _("Satisfiability"), ms, NULL });
  }
  qd_logic_ask_result_clear (&r);
}

void
qd_logic_run_report_add (QdReport *report, const QdLogicRun *run)
{
  g_autoptr(GPtrArray) queries = qd_logic_run_queries (run);
  QdReportSection *settings, *results;
  QdReportBlock *times;

  add_instance (report, run, queries);
  settings = qd_report_part (report, QD_REPORT_SETTINGS);
  qd_report_add_pair (settings, _("Algorithm"), qd_logic_algorithm_label (run->algorithm));
  if (run->options != NULL && run->options->budget > 0)
    qd_run_report_add_count (settings, _("Budget"), run->options->budget);
  results = qd_report_part (report, QD_REPORT_RESULTS);
  times = qd_report_add_table (qd_report_part (report, QD_REPORT_STATISTICS), _("The time each answer took"), "times",
                               (const char *const[]) { _("Query"), _("Milliseconds"), NULL });
  for (guint i = 0; i < queries->len; i++)
    add_answer (report, results, times, run, g_ptr_array_index (queries, i), i);
}

QdReport *
qd_logic_run_report_new (const QdLogicRun *run, const QdPalette *palette)
{
  QdReport *report = qd_run_report_new (&qd_logic_problem, run->path, run->doc->title, palette);

  qd_logic_run_report_add (report, run);
  return report;
}
