/* qd-wordpuzzle-page-check.c — Check an Answer… in the word-puzzle tab: the
 * solutions (as the CLI prints them) or, for an answer whose first line is
 * an order line, the search trace, checked against a run with the
 * sidebar's formulation, orders, inference and First switch.  The worker
 * also makes the tab's run of those settings (its replay steps and search
 * tree); show_check shows it at the step where the answer parts, the
 * trace's line selected. */
#include "config.h"
#include "qd-wordpuzzle-page-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-owned.h"
#include "core/qd-text.h"

#include "problems/wordpuzzle/qd-wordpuzzle-check.h"

/* The tab's run made by the check's worker, for show_check. */
typedef struct {
  QdOwned owned;
  QdWordpuzzleModel *model;
  QdWordpuzzleResult *result;
} CheckedRun;

typedef struct {
  QdOwned owned;
  QdWordpuzzle *puzzle;
  QdWordpuzzleList *list;
  QdWordpuzzleFormulation formulation;
  QdWordpuzzleSolveOptions options;
  QdWordpuzzleModel *run_model;   /* for the tab's run, bound to `tree` (NULL: no run) */
  QdSearchTree *tree;
  QdPageCheckedRun *checked_run;   /* the page's too (NULL: no run) */
} CheckData;

/* An answer whose first line is an order line is a trace. */
static gboolean
is_trace (const char *answer, gsize length)
{
  gsize bom = qd_text_skip_bom (answer, length);

  answer += bom;
  length -= bom;
  return length >= 6 && memcmp (answer, "order:", 6) == 0;
}

static QdCheckResult *
check_answer (gpointer data, const char *answer, gsize length, gboolean strict, const gint *stop, GError **error)
{
  CheckData *d = data;
  g_autoptr(QdWordpuzzleCheck) check = NULL;
  QdWordpuzzleSolveOptions options = d->options;
  QdWordpuzzleModel *model;
  QdCheckResult *result;

  options.stop = stop;
  /* The tab's run, once (the window may check again with the same data). */
  if (d->run_model != NULL)
    {
      QdWordpuzzleSolveOptions run_options = options;
      QdWordpuzzleResult *run = NULL;
      CheckedRun *checked;

      run_options.tree = d->tree;
      run = qd_wordpuzzle_solve (d->run_model, &run_options);
      if (run->status == QD_CSP_STOPPED)
        {
          qd_wordpuzzle_result_free (run);
          return NULL;
        }
      checked = g_new0 (CheckedRun, 1);
      checked->model = qd_owned_add (&checked->owned, qd_owned_steal (&d->owned, g_steal_pointer (&d->run_model)),
                                     (GDestroyNotify) qd_wordpuzzle_model_free);
      checked->result = qd_owned_add (&checked->owned, run, (GDestroyNotify) qd_wordpuzzle_result_free);
      qd_page_checked_run_give (d->checked_run, checked);
    }
  model = qd_wordpuzzle_model_new_full (d->puzzle, d->list, d->formulation, stop, 0, error);
  if (model == NULL)
    return NULL;
  check = qd_wordpuzzle_check_new (model, &options, is_trace (answer, length));
  if (check == NULL)
    {
      qd_wordpuzzle_model_free (model);
      return NULL;
    }
  result = qd_wordpuzzle_check_answer (check, answer, length, strict);
  if (result->reference == NULL)
    result->reference = g_strdup (qd_wordpuzzle_check_output (check));
  return result;
}

QdPageCheck *
qd_wordpuzzle_page_prepare_check (QdPage *page, GError **error)
{
  QdWordpuzzlePage *self = QD_WORDPUZZLE_PAGE (page);
  CheckData *d;

  /* Nothing to solve: the model's error (an empty puzzle, a category not in
   * the list). */
  {
    g_autoptr(QdWordpuzzleModel) model = qd_wordpuzzle_model_new (self->puzzle, self->list,
                                                                  qd_wordpuzzle_page_formulation (self), error);

    if (model == NULL)
      return NULL;
  }
  d = g_new0 (CheckData, 1);
  d->puzzle = qd_owned_add (&d->owned, qd_wordpuzzle_copy (self->puzzle), (GDestroyNotify) qd_wordpuzzle_free);
  d->list = qd_owned_add (&d->owned, qd_wordpuzzle_list_copy (self->list), (GDestroyNotify) qd_wordpuzzle_list_free);
  d->formulation = qd_wordpuzzle_page_formulation (self);
  qd_wordpuzzle_page_read_options (self, &d->options);
  if (!qd_page_get_busy (page))
    {
      /* The checked settings are the run the tab then shows. */
      qd_wordpuzzle_page_clear_run (self);
      d->run_model = qd_owned_add (&d->owned, qd_wordpuzzle_model_new (self->puzzle, self->list, d->formulation, NULL),
                                   (GDestroyNotify) qd_wordpuzzle_model_free);
      d->checked_run = qd_owned_add (&d->owned, qd_page_checked_run_new (qd_owned_free),
                                     (GDestroyNotify) qd_page_checked_run_unref);
      self->checked_run = qd_page_checked_run_ref (d->checked_run);
      /* Added after the model: the tree is bound to the model's CSP and goes first. */
      d->tree = qd_owned_add (&d->owned,
                              qd_page_tree_start (self->page_tree, QD_SEARCH_TREE_CSP, QD_WORDPUZZLE_PAGE_TREE_BUDGET),
                              (GDestroyNotify) qd_search_tree_unref);
    }
  return qd_page_check_new (check_answer, d, qd_owned_free,
                            N_("the solutions or the search trace"));
}

void
qd_wordpuzzle_page_show_check (QdPage *page, const QdCheckResult *result)
{
  QdWordpuzzlePage *self = QD_WORDPUZZLE_PAGE (page);
  guint step = result->verdict == QD_CHECK_WRONG && result->step > 0 ? (guint) MIN (result->step, G_MAXUINT)
                                                                       : G_MAXUINT;
  CheckedRun *checked = NULL;

  /* The check's run becomes the tab's, once. */
  if (self->checked_run != NULL && self->result == NULL)
    checked = qd_page_checked_run_take (self->checked_run);
  if (checked != NULL)
    {
      qd_page_tree_run_ended (self->page_tree);
      self->model = qd_owned_steal (&checked->owned, checked->model);
      self->result = qd_owned_steal (&checked->owned, checked->result);
      qd_owned_free (checked);   /* its parts are the tab's now */
      g_clear_pointer (&self->checked_run, qd_page_checked_run_unref);
      qd_wordpuzzle_page_show_run (self, MIN (step, self->result->steps->len));
    }
  else if (self->result != NULL)
    qd_stepper_go_to (self->stepper, MIN (step, self->result->steps->len));
  if (result->verdict != QD_CHECK_WRONG || result->reference == NULL ||
      !g_str_has_prefix (result->reference, "order:"))
    return;
  /* A trace: its line where the answer parts, selected and shown. */
  {
    GtkSelectionModel *selection = gtk_list_view_get_model (self->trace_view);
    guint line = result->reference_line != 0 ? result->reference_line : result->line;

    if (selection == NULL || line == 0 || line > g_list_model_get_n_items (G_LIST_MODEL (selection)))
      return;
    gtk_stack_set_visible_child_name (self->bottom_stack, "trace");
    gtk_selection_model_select_item (selection, line - 1, TRUE);
    gtk_widget_activate_action (GTK_WIDGET (self->trace_view), "list.scroll-to-item", "u", line - 1);
  }
}
