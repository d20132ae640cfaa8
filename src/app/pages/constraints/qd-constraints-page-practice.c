/* qd-constraints-page-practice.c — the Constraints tab's practice mode
 * (issue 51): the search's replay (after Solve or Step: a tree search, or
 * min-conflicts' first steps), domain splitting (after Split) or else AC-3
 * stops before each step and asks its question (problems/constraints/
 * qd-constraints-practice.h); the answers are typed into the practice bar,
 * a variable clicked on the board starting one ("q[2]="), or naming itself
 * when variables are asked. */
#include "config.h"
#include "qd-constraints-page-private.h"
#include "qd-constraints-view.h"

#include <glib/gi18n.h>
#include <string.h>

#include "app/widgets/qd-board-pane.h"
#include "app/widgets/qd-practice-bar.h"
#include "problems/constraints/qd-constraints-practice.h"

/* AC-3 revisions asked at most (a Sudoku's run is thousands). */
#define MAX_ARCS 400
/* Splits asked at most. */
#define MAX_SPLITS 40

struct _QdConstraintsPracticeMode {
  QdConstraintsPage *page;        /* owns this */
  QdPracticeBar *bar;
  GtkLabel *result_label;
  gboolean practicing;
  gboolean on_ac3;                /* the questions are AC-3's, else the replay's */
  gboolean on_mc;                 /* the replay is min-conflicts' */
  gboolean on_split;              /* the questions are domain splitting's */
  gconstpointer source;           /* the replay or the document they were made from */
  gboolean syncing;
};

static QdPractice *
current_practice (QdConstraintsPracticeMode *mode)
{
  return mode->practicing ? qd_practice_bar_get_practice (mode->bar) : NULL;
}

static void
on_question_changed (QdPracticeBar *bar, QdConstraintsPracticeMode *mode)
{
  QdPractice *practice = qd_practice_bar_get_practice (bar);
  const QdPracticeQuestion *q = practice != NULL ? qd_practice_current (practice) : NULL;
  QdConstraintsSearch *search = qd_constraints_page_search (mode->page);

  if (practice == NULL)
    return;
  if (mode->on_split)
    {
      const GArray *walk = qd_constraints_practice_split_walk (practice);

      qd_constraints_split_mode_replay (qd_constraints_page_split_mode (mode->page),
                                        qd_constraints_page_doc (mode->page)->model, walk,
                                        q != NULL ? q->step : walk->len - 1);
    }
  else if (mode->on_ac3)
    qd_constraints_page_ac3_go_to (mode->page, q != NULL ? q->step : G_MAXUINT);
  else if (qd_stepper_has_run (qd_constraints_search_stepper (search)))
    {
      QdStepper *stepper = qd_constraints_search_stepper (search);

      qd_stepper_go_to (stepper, q != NULL ? q->step : qd_stepper_get_n_steps (stepper));
    }
  /* The step may be the same, the question another. */
  qd_constraints_page_refresh (mode->page);
}

void
qd_constraints_practice_mode_sync (QdConstraintsPracticeMode *mode)
{
  QdConstraintsSearch *search = qd_constraints_page_search (mode->page);
  const QdConstraintsReplay *replay = qd_constraints_search_replay (search);
  const QdConstraintsMcRun *mc_run = qd_constraints_search_mc_run (search);
  QdConstraintsDoc *doc = qd_constraints_page_doc (mode->page);
  gboolean busy = qd_page_get_busy (QD_PAGE (mode->page));
  const QdCspModel *split = qd_constraints_split_mode_model (qd_constraints_page_split_mode (mode->page));
  gconstpointer source = replay != NULL ? (gconstpointer) replay
                         : mc_run != NULL ? (gconstpointer) mc_run
                         : split != NULL ? (gconstpointer) split
                         : busy || doc->model == NULL ? NULL : doc;

  if (!mode->practicing || mode->syncing || (source == mode->source && source != NULL))
    return;
  mode->syncing = TRUE;
  mode->source = source;
  mode->on_mc = replay == NULL && mc_run != NULL;
  mode->on_split = replay == NULL && mc_run == NULL && split != NULL;
  mode->on_ac3 = replay == NULL && mc_run == NULL && split == NULL;
  if (source == NULL)
    qd_practice_bar_set_practice (mode->bar, NULL, busy ? _("Searching…")
                                                        : _("No variable yet: add some to practise."));
  else if (replay != NULL)
    qd_practice_bar_set_practice (mode->bar, qd_constraints_practice_new_search (doc, replay), NULL);
  else if (mc_run != NULL)
    qd_practice_bar_set_practice (mode->bar, qd_constraints_practice_new_min_conflicts (doc, mc_run), NULL);
  else if (split != NULL)
    qd_practice_bar_set_practice (mode->bar, qd_constraints_practice_new_split (doc, MAX_SPLITS), NULL);
  else
    qd_practice_bar_set_practice (mode->bar, qd_constraints_practice_new_ac3 (doc, MAX_ARCS), NULL);
  mode->syncing = FALSE;
}

gboolean
qd_constraints_practice_mode_active (const QdConstraintsPracticeMode *mode)
{
  return mode->practicing;
}

void
qd_constraints_practice_mode_forget (QdConstraintsPracticeMode *mode)
{
  mode->source = NULL;
}

gboolean
qd_constraints_practice_mode_mask (QdConstraintsPracticeMode *mode, GtkLabel *explain_label, QdCanvas *view)
{
  QdPractice *practice = current_practice (mode);
  const QdPracticeQuestion *q = practice != NULL ? qd_practice_current (practice) : NULL;
  QdConstraintsSearch *search = qd_constraints_page_search (mode->page);
  guint at;
  gboolean asking;

  if (q == NULL)
    {
      gtk_widget_set_visible (GTK_WIDGET (mode->result_label), TRUE);
      return FALSE;
    }
  if (mode->on_split)
    at = qd_constraints_split_mode_replayed (qd_constraints_page_split_mode (mode->page));
  else if (mode->on_ac3)
    {
      const QdConstraintsAc3 *ac3 = qd_constraints_page_get_ac3 (mode->page);

      at = ac3 != NULL ? qd_constraints_ac3_steps (ac3) : G_MAXUINT;
    }
  else
    at = qd_stepper_has_run (qd_constraints_search_stepper (search))
           ? qd_stepper_get_step (qd_constraints_search_stepper (search)) : G_MAXUINT;
  asking = at == q->step;
  /* The search's outcome is the end's; the step's sentence is the answer. */
  gtk_widget_set_visible (GTK_WIDGET (mode->result_label), !asking || mode->on_ac3);
  if (asking)
    {
      gtk_label_set_label (explain_label, q->text);
      qd_canvas_set_status (view, q->text);
    }
  return asking;
}

gboolean
qd_constraints_practice_mode_take_item (QdConstraintsPracticeMode *mode, guint kind, guint index)
{
  QdPractice *practice = current_practice (mode);
  QdConstraintsDoc *doc = qd_constraints_page_doc (mode->page);
  GtkEditable *entry = qd_practice_bar_get_entry (mode->bar);
  g_autoptr(GString) text = NULL;

  if (practice == NULL || qd_practice_current (practice) == NULL || doc->model == NULL)
    return FALSE;
  /* An arc clicked would revise it: the answer shown. */
  if (kind != QD_CONSTRAINTS_ITEM_VARIABLE || index >= qd_csp_model_n_vars (doc->model))
    return TRUE;
  text = g_string_new (gtk_editable_get_text (entry));
  g_strchomp (text->str);
  g_string_set_size (text, strlen (text->str));
  if (text->len > 0 && text->str[text->len - 1] != ',')
    g_string_append_c (text, ',');
  if (text->len > 0)
    g_string_append_c (text, ' ');
  /* Min-conflicts' variables in conflict, the variable split: the name alone. */
  if ((mode->on_mc && qd_practice_current (practice)->kind == QD_PRACTICE_NAMES) ||
      (mode->on_split && qd_practice_current (practice)->kind == QD_PRACTICE_NAME))
    g_string_append (text, qd_csp_model_var (doc->model, index)->name);
  else
    g_string_append_printf (text, "%s=", qd_csp_model_var (doc->model, index)->name);
  gtk_editable_set_text (entry, text->str);
  gtk_entry_grab_focus_without_selecting (GTK_ENTRY (entry));
  gtk_editable_set_position (entry, -1);
  return TRUE;
}

static void
practice_change_state (GSimpleAction *action, GVariant *state, gpointer data)
{
  QdConstraintsPracticeMode *mode = data;

  mode->practicing = qd_practice_bar_switch (mode->bar, action, state,
                                             GTK_WIDGET (qd_page_get_canvas (QD_PAGE (mode->page))));
  mode->source = NULL;
  if (mode->practicing)
    qd_constraints_practice_mode_sync (mode);
  qd_constraints_page_refresh (mode->page);
}

static const GActionEntry actions[] = {
  { "practice", NULL, NULL, "false", practice_change_state },
};

QdConstraintsPracticeMode *
qd_constraints_practice_mode_new (QdConstraintsPage *page, QdPracticeBar *bar, GtkLabel *result_label)
{
  QdConstraintsPracticeMode *mode = g_new0 (QdConstraintsPracticeMode, 1);

  mode->page = page;
  mode->bar = bar;
  mode->result_label = result_label;
  qd_page_add_actions (QD_PAGE (page), actions, G_N_ELEMENTS (actions), mode);
  g_signal_connect (bar, "question-changed", G_CALLBACK (on_question_changed), mode);
  return mode;
}

void
qd_constraints_practice_mode_free (QdConstraintsPracticeMode *mode)
{
  if (mode == NULL)
    return;
  g_signal_handlers_disconnect_by_data (mode->bar, mode);
  g_free (mode);
}
