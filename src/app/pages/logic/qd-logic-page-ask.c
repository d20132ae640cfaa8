/* qd-logic-page-ask.c — the Logic tab's question: the document's text, the
 * query and the algorithm copied into a task, asked on the page's worker
 * (qd_logic_ask, as the command asks), the verdict and trace shown. */
#include "config.h"
#include "qd-logic-page-private.h"

#include <glib/gi18n.h>

#include "core/qd-format.h"

/* The trace shown at most, in lines (a truth table of 2^20 rows is not read). */
#define MAX_TRACE_LINES 5000u

typedef struct
{
  char *text;
  char *query;                /* NULL: satisfiability */
  QdLogicAlgorithm algorithm;
} Task;

typedef struct
{
  QdLogicStatus status;
  char *verdict;
  char *figures;
  char *steps;
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
  g_free (answer);
}

/* "128 rows, 3 models", "29 clauses", "pops: A B L" … for people. */
static char *
figures_text (const QdLogicDoc *doc, const QdLogicAskResult *r)
{
  if (r->status == QD_LOGIC_REFUSED || r->status == QD_LOGIC_STOPPED)
    return g_strdup ("—");
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
  QdLogicAskOptions options;
  QdLogicAskResult r;
  Answer *answer;

  if (doc == NULL)
    return NULL;
  qd_logic_ask_options_init (&options);
  options.stop = qd_job_get_stop_flag (job);
  if (!qd_logic_ask (doc, task->query, task->algorithm, &options, &r, error))
    return NULL;
  answer = g_new0 (Answer, 1);
  answer->status = r.status;
  answer->verdict = qd_logic_ask_verdict (doc, &r);
  answer->figures = figures_text (doc, &r);
  answer->steps = qd_logic_ask_steps (doc, &r, MAX_TRACE_LINES, TRUE);
  qd_logic_ask_result_clear (&r);
  return answer;
}

static void
show_trace (QdLogicPage *self, const char *verdict, const char *answer, const char *figures, const char *steps)
{
  guint n;

  gtk_label_set_label (self->verdict_label, verdict);
  gtk_label_set_label (self->answer_label, answer);
  gtk_label_set_label (self->figures_label, figures);
  qd_logic_page_view_set_trace (self->view, verdict, steps);
  qd_run_controls_set_status (self->run_controls, verdict);
  /* A step a line: the whole trace, or its first line after a step. */
  if ((n = qd_logic_page_view_n_lines (self->view)) > 0)
    qd_stepper_set_run (self->stepper, n, self->then_step ? 1 : n);
  else
    qd_stepper_clear (self->stepper);
  self->then_step = FALSE;
}

void
qd_logic_page_show_step (QdLogicPage *self)
{
  guint n = qd_logic_page_view_n_lines (self->view);

  if (!qd_stepper_has_run (self->stepper) || n == 0)
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
      show_trace (self, said, "—", "—", "");
      return;
    }
  show_trace (self, answer->verdict, answer_word (answer->status), answer->figures, answer->steps);
}

void
qd_logic_page_ask (QdLogicPage *self)
{
  Task *task = g_new0 (Task, 1);
  g_autofree char *query = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->query_entry))));
  QdJob *job;

  qd_page_flush_edits (QD_PAGE (self));
  task->text = g_strdup (self->doc->text);
  task->query = *query != '\0' && self->doc->kind == QD_LOGIC_DOC_PROP ? g_steal_pointer (&query) : NULL;
  task->algorithm = MIN (adw_combo_row_get_selected (self->algorithm_row), QD_LOGIC_N_ALGORITHMS - 1);
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
    ? _("A DIMACS formula: press Ask (F5) to solve it with the SAT solver.")
    : _("Type a query and press Ask (F5).");

  qd_page_cancel_job (QD_PAGE (self));
  qd_run_controls_set_busy (self->run_controls, FALSE);
  self->then_step = FALSE;
  show_trace (self, hint, "—", "—", "");
}
