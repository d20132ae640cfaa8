/* qd-kinarow-page-search.c — the k-in-a-row tab's searches on the page's
 * job: an agent's move to play, a hint (a search whose move is shown, not
 * played), and Connect Four's solve of every column.  A worker gets a copy
 * of what it needs (the rules, the position, the agent, the moves so far)
 * and hands its choice back to the page on the main loop. */
#include "config.h"
#include "qd-kinarow-page-private.h"

#include <glib/gi18n.h>

#include "core/qd-format.h"
#include "core/qd-owned.h"
#include "problems/kinarow/qd-kinarow-solve.h"

/* What a worker searches: copies, so the page may change meanwhile. */
typedef struct {
  QdOwned owned;
  QdKinarowWork work;
  QdKinarowAgent agent;     /* an outside one holds a reference to its program */
  QdKinarowRules rules;
  QdKinarowPosition pos;
  GArray *history;          /* guint16 cells from the start */
  QdSearchTree *tree;
  guint32 seed;
} SearchTask;

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
  const QdKinarowChoice *choice = qd_job_get_result (job);
  const QdSearchTree *tree = qd_page_tree_get_tree (self->page_tree);
  QdKinarowWork work = self->work;

  /* Random moves and the engine record no game tree: the pane says why. */
  if (choice != NULL && (tree == NULL || !qd_search_tree_is_bound (tree)))
    qd_page_tree_none (self->page_tree, _("This player’s search records no game tree: choose minimax, "
                                          "alpha-beta or Monte Carlo tree search to see one."));
  /* A move's end is the match's (it hears the job's end after the page). */
  if (work != QD_KINAROW_THINKING)
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

      /* The protocol sends the moves from the empty board, not a position. */
      if (self->game->start != NULL)
        g_set_error_literal (&error, QD_KINAROW_ERROR, QD_KINAROW_ERROR_ILLEGAL,
                             _("An outside agent plays from the empty board only, not from a position set up "
                               "in the editor."));
      else
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
  /* The outside agent's reference, if any, is the task's. */
  qd_owned_add (&task->owned, task->agent.outside, (GDestroyNotify) qd_outside_agent_release);
  task->rules = self->game->rules;
  task->pos = self->tree_root;
  task->history = qd_owned_add (&task->owned, g_array_copy (self->game->moves), (GDestroyNotify) g_array_unref);
  task->seed = 1 + 7919u * self->game->moves->len;
  task->work = work;
  task->tree = qd_owned_add (&task->owned,
                             qd_page_tree_start (self->page_tree, QD_SEARCH_TREE_GAME, QD_KINAROW_PAGE_TREE_BUDGET),
                             (GDestroyNotify) qd_search_tree_unref);
  self->tree_move = 0;
  qd_page_start_job (QD_PAGE (self), work == QD_KINAROW_HINTING ? _("A hint") : _("The computer’s move"),
                     search_worker, task, qd_owned_free, choice_free, on_search_finished);
}

/* ------------------------------------------------------------ solving */

/* Connect Four only: the rules of the solver, a game not over. */
gboolean
qd_kinarow_search_can_solve (QdKinarowPage *self)
{
  const QdKinarowRules *rules = &self->game->rules;
  QdKinarowPosition pos;
  QdKinarowC4 c4;

  qd_kinarow_page_position (self, &pos);
  return qd_kinarow_c4_from_position (rules, &pos, &c4);
}

/* A hint asks the solver for this long; a position it cannot solve by then
 * (the opening: minutes) gets a searcher's hint instead. */
#define HINT_SOLVE_US (3 * G_USEC_PER_SEC)

typedef struct {
  QdKinarowC4 pos;
  gint64 budget_us;         /* 0: as long as it takes (Solve, which Stop ends) */
} SolveTask;

typedef struct {
  gint scores[QD_KINAROW_C4_WIDTH];
  guint64 nodes;
  gint64 time_us;
} SolveResult;

static gpointer
solve_worker (QdJob *job, gpointer data, GError **error)
{
  SolveTask *task = data;
  g_autoptr(QdKinarowSolver) solver = qd_kinarow_solver_new ();
  QdKinarowSolveLimits limits = { .stop = qd_job_get_stop_flag (job),
                                  .progress_nodes = &qd_job_get_progress (job)->nodes,
                                  .deadline_us = task->budget_us > 0 ? g_get_monotonic_time () + task->budget_us : 0 };
  SolveResult *result = g_new0 (SolveResult, 1);
  gint64 start = g_get_monotonic_time ();

  qd_kinarow_solver_set_limits (solver, &limits);
  if (qd_kinarow_solver_analyze (solver, &task->pos, FALSE, result->scores) != QD_KINAROW_SOLVE_DONE)
    {
      g_free (result);
      return NULL;
    }
  result->nodes = qd_kinarow_solver_nodes (solver);
  result->time_us = g_get_monotonic_time () - start;
  return result;
}

/* "X wins by playing column 4 (the solver’s score +3: …)." and the
 * search's figures: the solver's scale named, the hint's is another. */
static char *
describe_scores (QdKinarowPage *self, const SolveResult *result, guint *best_column)
{
  QdKinarowPosition pos;
  const char *who;
  gint best = G_MININT;
  g_autofree char *verdict = NULL;
  g_autofree char *nodes = qd_format_count (result->nodes);

  qd_kinarow_page_position (self, &pos);
  who = pos.to_move == QD_KINAROW_P1 ? "X" : "O";
  for (guint c = 0; c < QD_KINAROW_C4_WIDTH; c++)
    if (result->scores[c] != QD_KINAROW_C4_NO_MOVE && result->scores[c] > best)
      {
        best = result->scores[c];
        *best_column = c;
      }
  if (best > 0)
    verdict = g_strdup_printf (_("%s wins by playing column %u (the solver’s score %+d: the higher, the sooner the win)."), who, *best_column + 1, best);
  else if (best == 0)
    verdict = g_strdup_printf (_("A draw at best: column %u (the solver’s score 0)."), *best_column + 1);
  else
    verdict = g_strdup_printf (_("%s loses whatever it plays; column %u holds out longest (the solver’s score %d: the nearer 0, the later the loss)."), who,
                               *best_column + 1, best);
  return g_strdup_printf (_("%s Solved in %.2f s, %s nodes."), verdict, result->time_us / 1e6, nodes);
}

static void
on_solve_finished (QdPage *page, QdJob *job)
{
  QdKinarowPage *self = QD_KINAROW_PAGE (page);
  g_autofree SolveResult *result = qd_job_steal_result (job);
  QdKinarowWork work = self->work;
  g_autofree char *said = NULL;
  guint best = 0;

  /* Stop cancels the job without coming here: NULL is the hint's time up. */
  if (result == NULL && work == QD_KINAROW_HINTING)
    {
      qd_kinarow_page_search_done (self, QD_KINAROW_IDLE, NULL);
      qd_kinarow_page_think_here (self, FALSE);
      return;
    }
  if (result == NULL)
    {
      gtk_label_set_label (self->solve_label, _("Stopped before every column was solved."));
      qd_kinarow_page_search_done (self, work, NULL);
      return;
    }
  for (guint c = 0; c < QD_KINAROW_C4_WIDTH; c++)
    self->scores[c] = result->scores[c] == QD_KINAROW_C4_NO_MOVE ? QD_KINAROW_NO_SCORE : result->scores[c];
  self->scored_moves = self->game->moves->len;
  said = describe_scores (self, result, &best);
  gtk_label_set_label (self->solve_label, said);
  qd_kinarow_page_solved (self, work, best);
}

void
qd_kinarow_search_solve (QdKinarowPage *self)
{
  SolveTask *task = g_new0 (SolveTask, 1);
  QdKinarowPosition pos;

  qd_kinarow_page_position (self, &pos);
  qd_kinarow_c4_from_position (&self->game->rules, &pos, &task->pos);
  task->budget_us = self->work == QD_KINAROW_HINTING ? HINT_SOLVE_US : 0;
  gtk_label_set_label (self->solve_label, "");
  qd_page_start_job (QD_PAGE (self), _("Solving Connect Four"), solve_worker, task, g_free, g_free,
                     on_solve_finished);
}
