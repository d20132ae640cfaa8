/* qd-hmm-run-report.c — the report of a question asked of a hidden Markov
 * model (qd-hmm-run-report.h): its tables, the evidence, the answer as a
 * table and a picture, the probabilities of the evidence and of the most
 * likely sequence; a board's report is in qd-hmm-run-report-board.c. */
#include "config.h"
#include "qd-hmm-run-report-private.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-format.h"
#include "problems/qd-problem.h"
#include "render/hmm/qd-hmm-render.h"
#include "render/qd-rendering.h"
#include "render/qd-run-report.h"

QD_PROBLEM_DECLARE (hmm)

#define TABLE_MAX_STATES  12    /* more states: no tables of the model, the belief's likeliest state per step */
#define TABLE_MAX_OBS     12
#define DECIMALS           4

const char *
qd_hmm_question_label (QdHmmQuestion question)
{
  switch (question)
    {
    case QD_HMM_FILTER: return _("Filtering");
    case QD_HMM_SMOOTH: return _("Smoothing");
    case QD_HMM_LAG: return _("Fixed-lag smoothing");
    case QD_HMM_VITERBI: return _("Most likely sequence");
    case QD_HMM_PARTICLES: return _("Particle filtering");
    default: return "";
    }
}

char *
qd_hmm_report_probability (double p)
{
  return p > 0 ? qd_format_log_number_locale (log (p), DECIMALS) : g_strdup ("0");
}

/* A table whose header is FIRST then the names NAMES (NULL-terminated). */
static QdReportBlock *
names_table (QdReportSection *section, const char *caption, const char *name, const char *first,
             const char *const *names)
{
  g_autoptr(GPtrArray) header = g_ptr_array_new ();

  g_ptr_array_add (header, (gpointer) first);
  for (guint i = 0; names[i] != NULL; i++)
    g_ptr_array_add (header, (gpointer) names[i]);
  g_ptr_array_add (header, NULL);
  return qd_report_add_table (section, caption, name, (const char *const *) header->pdata);
}

/* A row: LABEL then N probabilities. */
static void
probability_row (QdReportBlock *table, const char *label, const double *p, guint n)
{
  g_autoptr(GPtrArray) row = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_add (row, g_strdup (label));
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (row, qd_hmm_report_probability (p[i]));
  g_ptr_array_add (row, NULL);
  qd_report_add_row (table, (const char *const *) row->pdata);
}

/* ---- the model */

static void
add_model_tables (QdReportSection *section, const QdHmm *hmm)
{
  const QdHidden *m = hmm->numbers;
  guint n = m->n_states;
  g_autofree double *row = g_new (double, n);
  QdReportBlock *table;

  table = names_table (section, m->start_is_first ? _("The start P(X₁)") : _("The prior P(X₀)"), "prior", "",
                       (const char *const *) hmm->states);
  probability_row (table, "P", m->prior, n);
  table = names_table (section, _("The transition model P(X_t+1 | X_t): a row per state now, a column per state "
                                  "next"), "transition", _("X_t \\ X_t+1"), (const char *const *) hmm->states);
  for (guint i = 0; i < n; i++)
    {
      memset (row, 0, n * sizeof *row);
      for (guint k = m->first[i]; k < m->first[i + 1]; k++)
        row[m->next[k]] = m->prob[k];
      probability_row (table, hmm->states[i], row, n);
    }
  table = names_table (section, _("The sensor model P(E_t | X_t): a row per state, a column per observation"),
                       "sensor", _("X_t \\ E_t"), (const char *const *) hmm->observations);
  for (guint i = 0; i < n; i++)
    probability_row (table, hmm->states[i], m->sensor + (gsize) i * m->n_obs, m->n_obs);
}

static void
add_model_instance (QdReport *report, const QdHmmRun *run, const QdHmm *hmm)
{
  QdReportSection *section;
  g_autofree char *states = qd_format_count (qd_hmm_n_states (hmm));
  g_autofree char *observations = qd_format_count (hmm->numbers->n_obs);

  qd_report_add_instance (report, run->path, 0, 0, NULL, NULL);
  section = qd_report_part (report, QD_REPORT_INSTANCE);
  if (hmm->title[0] != '\0')
    qd_report_add_pair (section, _("Title"), hmm->title);
  qd_report_add_pair (section, _("States"), states);
  qd_report_add_pair (section, _("Observations"), observations);
  qd_report_add_pair (section, _("The first distribution"), hmm->numbers->start_is_first
                      ? _("P(X₁), the state of the first observation (as pomegranate and hmmlearn)")
                      : _("P(X₀), the state before the first observation (as the book)"));
  if (qd_hmm_n_states (hmm) <= TABLE_MAX_STATES && hmm->numbers->n_obs <= TABLE_MAX_OBS)
    add_model_tables (section, hmm);
  else
    qd_report_add_paragraph (section, _("The model is too large for its tables here: its file holds them."));
}

/* "umbrella, umbrella, –": the evidence by name. */
char *
qd_hmm_report_evidence (const QdHmm *hmm, const guint *evidence, gsize T)
{
  GString *out = g_string_new (NULL);

  for (gsize t = 0; t < T; t++)
    g_string_append_printf (out, "%s%s", t > 0 ? ", " : "",
                            evidence[t] == QD_HIDDEN_NONE ? "–" : hmm->observations[evidence[t]]);
  return g_string_free (out, FALSE);
}

static const char *
resample_label (QdHiddenResample resample)
{
  return resample == QD_HIDDEN_RESAMPLE_SYSTEMATIC ? _("systematic") : _("multinomial");
}

static void
add_model_settings (QdReport *report, const QdHmmRun *run, const QdHmmAskOptions *ask)
{
  QdReportSection *section = qd_report_part (report, QD_REPORT_SETTINGS);
  g_autofree char *evidence = qd_hmm_report_evidence (run->world->hmm, run->evidence, run->T);
  g_autofree char *steps = qd_format_count (run->T);

  qd_report_add_pair (section, _("Question"), qd_hmm_question_label (ask->question));
  qd_report_add_pair (section, _("Steps observed"), steps);
  qd_report_add_pair (section, _("Evidence e₁, e₂, …"), evidence);
  if (ask->question == QD_HMM_LAG)
    qd_run_report_add_count (section, _("Lag d"), ask->lag);
  if (ask->question == QD_HMM_PARTICLES)
    {
      qd_run_report_add_count (section, _("Particles"), ask->particles);
      qd_run_report_add_count (section, _("Seed"), ask->seed);
      qd_report_add_pair (section, _("Resampling"), resample_label (ask->resample));
    }
  if (ask->predict > 0 && ask->question != QD_HMM_VITERBI)
    qd_run_report_add_count (section, _("Steps predicted after the evidence"), ask->predict);
}

/* ---- the answer */

static const char *
belief_kind (QdHmmQuestion question)
{
  switch (question)
    {
    case QD_HMM_SMOOTH: return _("Smoothed: P(X_t | e_1:T)");
    case QD_HMM_LAG: return _("Fixed-lag smoothed: P(X_t | e_1:t+d)");
    case QD_HMM_PARTICLES: return _("The particles’ estimate of P(X_t | e_1:t)");
    default: return _("Filtered: P(X_t | e_1:t)");
    }
}

static guint
likeliest (const double *p, guint n)
{
  guint best = 0;

  for (guint i = 1; i < n; i++)
    if (p[i] > p[best])
      best = i;
  return best;
}

/* Half the L1 distance between two distributions of N states. */
static double
total_variation (const double *a, const double *b, guint n)
{
  double sum = 0;

  for (guint i = 0; i < n; i++)
    sum += fabs (a[i] - b[i]);
  return sum / 2;
}

/* The beliefs step by step: t, e_t, each state's probability (or the
 * likeliest state and its probability when there are many), for particles
 * their distance from the exact filter and the effective sample size. */
static void
add_belief_table (QdReportSection *section, const QdHmm *hmm, const QdHmmRun *run, const QdHmmAnswer *a,
                  gboolean particles)
{
  guint n = a->n_states;
  gboolean wide = n > TABLE_MAX_STATES;
  g_autoptr(GPtrArray) header = g_ptr_array_new ();
  QdReportBlock *table;

  g_ptr_array_add (header, (gpointer) "t");
  g_ptr_array_add (header, (gpointer) "e_t");
  for (guint i = 0; i < (wide ? 0 : n); i++)
    g_ptr_array_add (header, hmm->states[i]);
  if (wide)
    {
      g_ptr_array_add (header, (gpointer) _("Likeliest state"));
      g_ptr_array_add (header, (gpointer) "P");
    }
  if (particles)
    {
      g_ptr_array_add (header, (gpointer) _("Distance from the exact filter"));
      g_ptr_array_add (header, (gpointer) _("Effective sample size"));
    }
  g_ptr_array_add (header, NULL);
  table = qd_report_add_table (section, belief_kind (run->ask != NULL ? run->ask->question : QD_HMM_FILTER),
                               "beliefs", (const char *const *) header->pdata);
  for (gsize t = 0; t < a->steps; t++)
    {
      const double *b = a->belief + t * n;
      g_autoptr(GPtrArray) row = g_ptr_array_new_with_free_func (g_free);
      guint best = likeliest (b, n);

      g_ptr_array_add (row, qd_format_count (t + 1));
      g_ptr_array_add (row, g_strdup (run->evidence[t] == QD_HIDDEN_NONE ? "–" : hmm->observations[run->evidence[t]]));
      for (guint i = 0; i < (wide ? 0 : n); i++)
        g_ptr_array_add (row, qd_hmm_report_probability (b[i]));
      if (wide)
        {
          g_ptr_array_add (row, g_strdup (hmm->states[best]));
          g_ptr_array_add (row, qd_hmm_report_probability (b[best]));
        }
      if (particles)
        {
          g_ptr_array_add (row, qd_format_c ("%.4f", total_variation (b, a->exact + t * n, n)));
          g_ptr_array_add (row, qd_format_c ("%.1f", a->effective[t]));
        }
      g_ptr_array_add (row, NULL);
      qd_report_add_row (table, (const char *const *) row->pdata);
    }
}

static void
add_beliefs_figure (QdReport *report, QdReportSection *section, const QdHmm *hmm, const QdHmmRun *run,
                    const double *belief, const double *predicted, guint n_predicted, const char *kind,
                    const char *caption, const char *name)
{
  QdHmmBeliefsOptions o;
  double width, height;

  qd_hmm_render_beliefs_options_init (&o, qd_report_palette (report));
  o.steps.evidence = run->evidence;
  o.steps.T = run->T;
  o.belief = belief;
  o.kind = kind;
  o.predicted = predicted;
  o.n_predicted = predicted != NULL ? n_predicted : 0;
  qd_hmm_render_beliefs_get_size (hmm, &o, &width, &height);
  qd_run_report_add_fitted (section, caption, name, width, height, qd_rendering_draw,
                            &QD_RENDERING (qd_hmm_render_beliefs, hmm, &o));
}

static void
add_predicted_table (QdReportSection *section, const QdHmm *hmm, const QdHmmAnswer *a, guint predict)
{
  QdReportBlock *table;

  if (a->n_states > TABLE_MAX_STATES)
    return;
  table = names_table (section, _("Predicted: P(X_T+k | e_1:T)"), "predicted", "T + k",
                       (const char *const *) hmm->states);
  for (guint k = 0; k < predict; k++)
    {
      g_autofree char *label = g_strdup_printf ("T + %u", k + 1);

      probability_row (table, label, a->predicted + (gsize) k * a->n_states, a->n_states);
    }
}

static void
add_viterbi (QdReport *report, QdReportSection *section, const QdHmm *hmm, const QdHmmRun *run,
             const QdHmmAnswer *a)
{
  QdReportBlock *table;
  QdHmmTrellisOptions o;
  double width, height, joint = a->log_joint;
  g_autofree char *best = qd_format_log_number_locale (a->log_best, DECIMALS);
  g_autofree char *joint_text = qd_format_log_number_locale (joint, DECIMALS);
  g_autofree char *posterior = qd_format_log_number_locale (joint - a->log_likelihood, DECIMALS);

  table = qd_report_add_table (section, _("The most likely sequence and the book’s messages m_1:t"), "viterbi",
                               (const char *const[]) { "t", "e_t", _("State"), "m_1:t", NULL });
  for (gsize t = 0; t < a->steps; t++)
    {
      g_autofree char *step = qd_format_count (t + 1);
      g_autofree char *m = qd_format_log_number_locale (a->log_messages[t * a->n_states + a->path[t]], DECIMALS);
      const char *e = run->evidence[t] == QD_HIDDEN_NONE ? "–" : hmm->observations[run->evidence[t]];

      qd_report_add_row (table, (const char *const[]) { step, e, hmm->states[a->path[t]], m, NULL });
    }
  qd_report_add_pair (section, _("The book’s m_1:T of the sequence"), best);
  qd_report_add_pair (section, _("P(x*, e_1:T), as pomegranate and hmmlearn give it"), joint_text);
  qd_report_add_pair (section, _("P(x* | e_1:T)"), posterior);
  qd_hmm_render_trellis_options_init (&o, qd_report_palette (report));
  o.steps.evidence = run->evidence;
  o.steps.T = run->T;
  o.log_messages = a->log_messages;
  o.path = a->path;
  o.title = _("Viterbi’s messages m_1:t");
  qd_hmm_render_trellis_get_size (hmm, &o, &width, &height);
  qd_run_report_add_fitted (section, _("The trellis (AIMA fig. 14.6): each state’s message, a line from its best predecessor, the most likely sequence in bold"), "trellis", width, height, qd_rendering_draw,
                            &QD_RENDERING (qd_hmm_render_trellis, hmm, &o));
}

static void
add_likelihood (QdReportSection *section, const QdHmmAnswer *a)
{
  /* Ten significant digits while a double holds it, else as 1.0e−5000. */
  g_autofree char *p = a->log_likelihood > -700 ? qd_format_c ("%.10g", exp (a->log_likelihood))
                                                 : qd_format_log_number_locale (a->log_likelihood, 4);
  g_autofree char *log_p = qd_format_c ("%.10f", a->log_likelihood);

  qd_report_add_pair (section, _("P(e_1:T), the likelihood of the evidence"), p);
  qd_report_add_pair (section, _("log P(e_1:T)"), log_p);
}

static void
add_model_results (QdReport *report, const QdHmmRun *run, const QdHmmAskOptions *ask, const QdHmmAnswer *a)
{
  const QdHmm *hmm = run->world->hmm;
  QdReportSection *section = qd_report_part (report, QD_REPORT_RESULTS);

  add_likelihood (section, a);
  if (ask->question == QD_HMM_VITERBI)
    {
      add_viterbi (report, section, hmm, run, a);
      return;
    }
  add_belief_table (section, hmm, run, a, ask->question == QD_HMM_PARTICLES);
  if (a->predicted != NULL && ask->predict > 0)
    add_predicted_table (section, hmm, a, ask->predict);
  add_beliefs_figure (report, section, hmm, run, a->belief, a->predicted, ask->predict,
                      belief_kind (ask->question), _("The beliefs over time, darker where more likely"), "beliefs");
  if (ask->question == QD_HMM_PARTICLES)
    {
      g_autofree char *reinit = qd_format_count (a->reinitialised);

      add_beliefs_figure (report, section, hmm, run, a->exact, NULL, 0, _("Filtered: P(X_t | e_1:t)"),
                          _("The exact filter, for comparison"), "exact");
      qd_report_add_pair (section, _("Steps where every weight was 0 (particles drawn again)"), reinit);
    }
}

static void
add_model (QdReport *report, const QdHmmRun *run)
{
  const QdHmm *hmm = run->world->hmm;
  QdHmmAskOptions defaults;
  const QdHmmAskOptions *ask = run->ask;
  QdHmmAnswer answer = { 0 };
  g_autoptr(GError) error = NULL;

  if (ask == NULL)
    {
      qd_hmm_ask_options_init (&defaults);
      ask = &defaults;
    }
  add_model_instance (report, run, hmm);
  add_model_settings (report, run, ask);
  if (run->T == 0)
    qd_report_add_paragraph (qd_report_part (report, QD_REPORT_RESULTS), _("No evidence: nothing was asked."));
  else if (!qd_hmm_ask (hmm, run->evidence, run->T, ask, &answer, &error))
    qd_report_add_paragraph (qd_report_part (report, QD_REPORT_RESULTS), error->message);
  else
    add_model_results (report, run, ask, &answer);
  qd_hmm_answer_clear (&answer);
}

void
qd_hmm_run_report_add (QdReport *report, const QdHmmRun *run)
{
  g_return_if_fail (report != NULL && run != NULL && run->world != NULL);
  if (run->world->hmm != NULL)
    add_model (report, run);
  else
    qd_hmm_run_report_add_board (report, run);
  if (run->argv != NULL)
    qd_report_add_command (report, run->argv);
}

QdReport *
qd_hmm_run_report_new (const QdHmmRun *run, const QdPalette *palette)
{
  const char *title = run->world->hmm != NULL ? run->world->hmm->title : run->world->hunt->title;
  QdReport *report = qd_run_report_new (&qd_hmm_problem, run->path, title[0] != '\0' ? title : NULL, palette);

  qd_hmm_run_report_add (report, run);
  return report;
}
