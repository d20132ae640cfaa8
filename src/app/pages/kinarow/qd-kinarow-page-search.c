/* qd-kinarow-page-search.c — the k-in-a-row tab's searches on the page's
 * job: an agent's move to play, a hint (a search whose move is shown, not
 * played), and Connect Four's solve of every column.  A worker gets a copy
 * of what it needs (the rules, the position, the agent, the moves so far)
 * and hands its choice back to the page on the main loop. */
#include "config.h"
#include "qd-kinarow-page-private.h"

#include <glib/gi18n.h>

/* What a worker searches: copies, so the page may change meanwhile. */
typedef struct {
  QdKinarowWork work;
  QdKinarowAgent agent;     /* an outside one holds a reference to its program */
  QdKinarowRules rules;
  QdKinarowPosition pos;
  GArray *history;          /* guint16 cells from the start */
  QdSearchTree *tree;
  guint32 seed;
} SearchTask;

static void
search_task_free (gpointer data)
{
  SearchTask *task = data;

  qd_outside_agent_release (task->agent.outside);
  if (task->tree != NULL)
    qd_search_tree_unref (task->tree);
  g_array_unref (task->history);
  g_free (task);
}

static void
choice_free (gpointer data)
{
  QdKinarowChoice *choice = data;

  if (choice->forfeit != NULL)
    g_error_free (choice->forfeit);
  g_free (choice);
}

static gpointer
search_worker (QdJob *job, gpointer data, GError **error)
{
  SearchTask *task = data;
  g_autoptr(GRand) rand = g_rand_new_with_seed (task->seed);
  QdKinarowChoice *choice = g_new0 (QdKinarowChoice, 1);
  QdKinarowChooseOptions options = {
    .stop = qd_job_get_stop_flag (job),
    .rand = rand,
    .tree = task->tree,
    .progress_nodes = &qd_job_get_progress (job)->nodes,
    .history = (const guint16 *) (gconstpointer) task->history->data,
    .n_history = task->history->len,
  };

  /* A forfeit is an answer too: its cause is in the choice. */
  if (qd_kinarow_agent_choose (&task->agent, &task->rules, &task->pos, &options, choice) ||
      choice->forfeit != NULL)
    return choice;
  g_free (choice);
  return NULL;
}

static void
on_search_finished (QdPage *page, QdJob *job)
{
  QdKinarowPage *self = QD_KINAROW_PAGE (page);
  g_autoptr(GPtrArray) owner = g_ptr_array_new_with_free_func (choice_free);
  QdKinarowChoice *choice = qd_job_steal_result (job);
  const QdSearchTree *tree = qd_page_tree_get_tree (self->page_tree);
  QdKinarowWork work = self->work;

  if (choice != NULL)
    g_ptr_array_add (owner, choice);
  /* Random moves and MCTS record no game tree: the pane says why. */
  if (choice != NULL && (tree == NULL || !qd_search_tree_is_bound (tree)))
    qd_page_tree_none (self->page_tree, _("This player’s search records no game tree: choose minimax or "
                                          "alpha-beta to see one."));
  qd_kinarow_page_search_done (self, work, choice);
}

void
qd_kinarow_search_start (QdKinarowPage *self, const QdKinarowAgent *agent, QdKinarowWork work)
{
  SearchTask *task = g_new0 (SearchTask, 1);

  task->agent = *agent;
  if (agent->kind == QD_KINAROW_AGENT_OUTSIDE)
    {
      g_autoptr(GError) error = NULL;

      task->agent.outside = qd_kinarow_players_outside (self, self->tree_root.to_move, &error);
      if (task->agent.outside == NULL)
        {
          g_free (task);
          self->work = QD_KINAROW_IDLE;
          self->paused = TRUE;
          qd_page_toast (QD_PAGE (self), error->message);
          qd_kinarow_page_refresh (self);
          return;
        }
    }
  task->rules = self->game->rules;
  task->pos = self->tree_root;
  task->history = g_array_copy (self->game->moves);
  task->seed = 1 + 7919u * self->game->moves->len;
  task->work = work;
  task->tree = qd_page_tree_start (self->page_tree, QD_SEARCH_TREE_GAME, QD_KINAROW_PAGE_TREE_BUDGET);
  self->tree_move = 0;
  qd_page_start_job (QD_PAGE (self), work == QD_KINAROW_HINTING ? _("A hint") : _("The computer’s move"),
                     search_worker, task, search_task_free, choice_free, on_search_finished);
}

/* ------------------------------------------------------------ solving */

gboolean
qd_kinarow_search_can_solve (QdKinarowPage *self)
{
  return FALSE;
}

void
qd_kinarow_search_solve (QdKinarowPage *self)
{
  gtk_label_set_label (self->solve_label, _("The Connect Four solver is not part of this build."));
}
