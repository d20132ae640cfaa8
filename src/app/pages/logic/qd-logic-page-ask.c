/* qd-logic-page-ask.c — the Logic tab's question: the document's text, the
 * query and the algorithm copied into a task, asked on the page's worker
 * (qd_logic_ask, as the command asks), the verdict and trace shown. */
#include "config.h"
#include "qd-logic-page-private.h"

#include <glib/gi18n.h>

#include "core/qd-format.h"
#include "problems/logic/qd-logic-practice.h"

/* The trace shown at most, in lines (a truth table of 2^20 rows is not read). */
#define MAX_TRACE_LINES 5000u

typedef struct
{
  char *text;
  char *query;                /* NULL: satisfiability */
  QdLogicAlgorithm algorithm;
  QdLogicAskOptions options;  /* the sidebar's (stop set on the worker) */
  gboolean all_answers;
} Task;

typedef struct
{
  QdLogicStatus status;
  char *verdict;
  char *figures;
  char *steps;
  QdLogicProofHeld *held;     /* the document, the answer and its proof, for the drawing */
  QdPractice *practice;       /* Practice Mode's questions, or NULL (practice_why says why) */
  char *practice_why;
  guint practice_offset;      /* the trace's lines before the algorithm's first step */
} Answer;

static void
task_free (gpointer data)
{
  Task *task = data;

  g_free (task->text);
  g_free (task->query);
  g_free (task);
}

static void
answer_free (gpointer data)
{
  Answer *answer = data;

  g_free (answer->verdict);
  g_free (answer->figures);
  g_free (answer->steps);
  qd_logic_proof_held_free (answer->held);
  g_clear_pointer (&answer->practice, qd_practice_free);
  g_free (answer->practice_why);
  g_free (answer);
}

/* "128 rows, 3 models", "29 clauses", "pops: A B L" … for people. */
static char *
figures_text (const QdLogicDoc *doc, const QdLogicAskResult *r)
{
  if (r->status == QD_LOGIC_REFUSED || r->status == QD_LOGIC_STOPPED)
    return g_strdup ("—");
  if (qd_logic_algorithm_is_first_order (r->algorithm))
    return qd_logic_page_fol_figures (r);
  switch (r->algorithm)
    {
    case QD_LOGIC_TRUTH_TABLE:
      {
        g_autofree char *rows = qd_format_count (r->tt.rows);
        return g_strdup_printf (ngettext ("%s rows, %u model of KB", "%s rows, %u models of KB", r->tt.kb_rows->len),
                                rows, r->tt.kb_rows->len);
      }
    case QD_LOGIC_RESOLUTION:
      {
        guint n = qd_prop_clauses_len (r->resolution.clauses);
        return g_strdup_printf (ngettext ("%u clause", "%u clauses", n), n);
      }
    case QD_LOGIC_FC:
      return g_strdup_printf (ngettext ("%u symbol popped", "%u symbols popped", r->fc.popped->len), r->fc.popped->len);
    case QD_LOGIC_BC:
      return g_strdup_printf (ngettext ("%u goal tried", "%u goals tried", r->bc.n_goals), r->bc.n_goals);
    case QD_LOGIC_DPLL:
      {
        g_autofree char *calls = qd_format_count (r->dpll.n_nodes);
        return g_strdup_printf (_("%s calls of DPLL"), calls);
      }
    case QD_LOGIC_WALKSAT:
      {
        g_autofree char *flips = qd_format_count (r->walksat.n_flips);
        return g_strdup_printf (_("%s flips"), flips);
      }
    default:
      {
        g_autofree char *conflicts = qd_format_count (r->sat.conflicts);
        return g_strdup_printf (_("%s conflicts"), conflicts);
      }
    }
}

static gpointer
ask_worker (QdJob *job, gpointer data, GError **error)
{
  Task *task = data;
  g_autoptr(QdLogicDoc) doc = qd_logic_doc_parse (task->text, -1, error);
  g_autoptr(GError) no_proof = NULL;
  QdLogicProofHeld *held;
  QdLogicAskOptions options = task->options;
  Answer *answer;

  if (doc == NULL)
    return NULL;
  options.stop = qd_job_get_stop_flag (job);
  options.all_answers = task->all_answers;
  held = g_new0 (QdLogicProofHeld, 1);
  held->doc = g_steal_pointer (&doc);
  if (!qd_logic_ask (held->doc, task->query, task->algorithm, &options, &held->result, error))
    {
      qd_logic_proof_held_free (held);
      return NULL;
    }
  answer = g_new0 (Answer, 1);
  answer->status = held->result.status;
  answer->verdict = qd_logic_ask_verdict (held->doc, &held->result);
  answer->figures = figures_text (held->doc, &held->result);
  answer->steps = qd_logic_ask_steps (held->doc, &held->result, MAX_TRACE_LINES, TRUE);
  answer->practice = qd_logic_practice_new (held->doc, &held->result, &answer->practice_why);
  /* On the trace, the practice's steps start after the truth table's
   * header line or resolution's input clauses; on the proof drawn, its
   * steps are the drawing's (qd-logic-page-practice.c). */
  answer->practice_offset = held->result.algorithm == QD_LOGIC_TRUTH_TABLE ? 1
                            : held->result.algorithm == QD_LOGIC_RESOLUTION && held->result.resolution.clauses != NULL
                            ? held->result.resolution.n_input : 0;
  /* The drawing is laid out here, off the main thread (the CNF of the
   * formula searched, the query's clauses). */
  held->has_proof = qd_logic_proof_init (&held->proof, held->doc, &held->result, &no_proof);
  if (!held->has_proof)
    held->why_none = g_strdup (no_proof->message);
  answer->held = held;
  return answer;
}

static void
show_trace (QdLogicPage *self, const char *verdict, const char *answer, const char *figures, const char *steps)
{
  qd_logic_page_practice_set_verdict (self, g_strdup (verdict), g_strdup (answer));
  gtk_label_set_label (self->figures_label, figures);
  qd_logic_page_view_set_trace (self->view, verdict, steps);
  gtk_label_set_label (self->selection_label, _("Click a row, clause or node of the proof to see what it is."));
  qd_logic_page_restep (self, self->then_step);
  self->then_step = FALSE;
}

gboolean
qd_logic_page_showing_proof (QdLogicPage *self)
{
  return g_strcmp0 (gtk_stack_get_visible_child_name (self->result_stack), "proof") == 0;
}

/* A step a line of the trace, or a step of the proof: all of it, or its
 * first step after a step. */
void
qd_logic_page_restep (QdLogicPage *self, gboolean first)
{
  guint n = qd_logic_page_showing_proof (self) ? qd_logic_page_proof_n_steps (self->proof_view)
                                               : qd_logic_page_view_n_lines (self->view);

  if (n > 0)
    qd_stepper_set_run (self->stepper, n, first ? 1 : n);
  else
    qd_stepper_clear (self->stepper);
  qd_logic_page_show_step (self);
}

void
qd_logic_page_show_step (QdLogicPage *self)
{
  gboolean run = qd_stepper_has_run (self->stepper);

  if (qd_logic_page_showing_proof (self))
    {
      guint step = qd_stepper_get_step (self->stepper);

      qd_logic_page_proof_set_step (self->proof_view,
                                    run && step < qd_stepper_get_n_steps (self->stepper) ? (gint) step : -1);
      return;
    }
  if (!run || qd_logic_page_view_n_lines (self->view) == 0)
    {
      qd_logic_page_view_set_shown (self->view, G_MAXUINT);
      return;
    }
  qd_logic_page_view_set_shown (self->view, qd_stepper_get_step (self->stepper));
}

/* The answer's word for people, beside "Answer". */
static const char *
answer_word (QdLogicStatus status)
{
  static const char *const words[] = {
    N_("Entailed"), N_("Not entailed"), N_("Satisfiable"), N_("Unsatisfiable"), N_("Stopped"),
    N_("Budget ran out"), N_("Refused"), N_("No model found"),
  };

  return _(words[status]);
}

/* An answer with no drawing (a SAT solver's model, …) would leave the
 * Proof view blank: the trace comes in its place, the line under it says
 * why; the next answer drawn brings the proof back. */
static void
show_proof_or_trace (QdLogicPage *self, const char *why_none)
{
  if (!qd_logic_page_proof_has_proof (self->proof_view))
    {
      if (why_none != NULL)
        gtk_label_set_label (self->selection_label, why_none);
      if (qd_logic_page_showing_proof (self))
        {
          gtk_stack_set_visible_child_name (self->result_stack, "trace");
          self->trace_for_lack = TRUE;
        }
    }
  else if (self->trace_for_lack)
    {
      self->trace_for_lack = FALSE;
      gtk_stack_set_visible_child_name (self->result_stack, "proof");
    }
}

static void
on_ask_done (QdPage *page, QdJob *job)
{
  QdLogicPage *self = QD_LOGIC_PAGE (page);
  Answer *answer = qd_job_get_result (job);
  const GError *error = qd_job_get_error (job);

  qd_run_controls_set_busy (self->run_controls, FALSE);
  if (answer == NULL)
    {
      g_autofree char *said = g_strdup_printf (_("No answer: %s"), error != NULL ? error->message : _("stopped"));
      qd_logic_page_proof_set (self->proof_view, NULL, said);
      show_trace (self, said, "—", "—", "");
      qd_logic_page_practice_take (self, NULL, g_steal_pointer (&said), 0);
      return;
    }
  g_autofree char *why_none = g_strdup (answer->held->why_none);

  qd_logic_page_proof_set (self->proof_view, answer->held, answer->held->why_none);
  answer->held = NULL;
  show_trace (self, answer->verdict, answer_word (answer->status), answer->figures, answer->steps);
  show_proof_or_trace (self, why_none);
  qd_logic_page_practice_take (self, g_steal_pointer (&answer->practice), g_steal_pointer (&answer->practice_why),
                               answer->practice_offset);
}

void
qd_logic_page_ask (QdLogicPage *self)
{
  Task *task = g_new0 (Task, 1);
  g_autofree char *query = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->query_entry))));
  QdJob *job;

  qd_page_flush_edits (QD_PAGE (self));
  task->text = g_strdup (self->doc->text);
  task->query = *query != '\0' && self->doc->kind != QD_LOGIC_DOC_DIMACS ? g_steal_pointer (&query) : NULL;
  task->algorithm = qd_logic_page_selected_algorithm (self);
  task->all_answers = qd_logic_page_all_answers (self);
  qd_logic_page_get_options (self, &task->options);
  gtk_label_set_label (self->verdict_label, _("Asking…"));
  qd_run_controls_set_busy (self->run_controls, TRUE);
  job = qd_page_start_job (QD_PAGE (self), _("Asking the knowledge base"), ask_worker, task, task_free, answer_free,
                           on_ask_done);
  qd_run_controls_follow_job (self->run_controls, job, _("Asking"));
}

void
qd_logic_page_clear_answer (QdLogicPage *self)
{
  const char *hint = self->doc != NULL && self->doc->kind == QD_LOGIC_DOC_DIMACS
    ? _("A DIMACS formula: Solve (F5) runs the algorithm chosen on it.")
    : _("Type a query and press Return, or Solve (F5).");

  qd_page_cancel_job (QD_PAGE (self));
  qd_run_controls_set_busy (self->run_controls, FALSE);
  self->then_step = FALSE;
  qd_logic_page_proof_set (self->proof_view, NULL, hint);
  show_trace (self, hint, "—", "—", "");
  qd_logic_page_practice_take (self, NULL, NULL, 0);
}
