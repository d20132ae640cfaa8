/* qd-takestones-players.c — the Take-Stones tab's players: a person,
 * Quandary's search, Monte Carlo tree search, or an outside agent of the
 * registry (app/qd-outside-players.h); MCTS's and the outside agents' moves
 * are asked for on a job; an outside agent that forfeits ends the game. */
#include "config.h"
#include "qd-takestones-page-private.h"

#include <glib/gi18n.h>

#include "core/qd-owned.h"
#include "problems/takestones/qd-takestones-outside.h"

/* The lists' own items: Human, Computer, Monte Carlo Tree Search. */
#define N_BUILTINS 3
#define MCTS_INDEX 2

static gboolean
is_mcts (const char *spec)
{
  QdMctsOptions options;

  return spec != NULL && qd_mcts_spec_parse (spec, &options, NULL);
}

/* A player's MCTS row, shown while it plays, with its iterations. */
static void
show_mcts_row (QdTakestonesPage *self, guint side)
{
  QdMctsOptions options;
  const char *spec = self->record->agents[side];

  qd_mcts_row_show (self->mcts_spins[side], is_mcts (spec) && qd_mcts_spec_parse (spec, &options, NULL)
                                            ? &options : NULL);
}

static void
on_lists_changed (gpointer data)
{
  qd_takestones_players_sync (data);
}

void
qd_takestones_players_init (QdTakestonesPage *self)
{
  self->players = qd_outside_players_new ("takestones", _("Take-Stones"), N_BUILTINS, on_lists_changed, self);
  qd_outside_players_add_list (self->players, GTK_STRING_LIST (adw_combo_row_get_model (self->player1_row)));
  qd_outside_players_add_list (self->players, GTK_STRING_LIST (adw_combo_row_get_model (self->player2_row)));
  qd_outside_players_add_log_row (self->players, GTK_WIDGET (self->player2_row));
  self->mcts_spins[0] = qd_mcts_row_add (GTK_WIDGET (self->player1_row), _("Player 1 Iterations"), NULL, NULL);
  self->mcts_spins[1] = qd_mcts_row_add (GTK_WIDGET (self->player2_row), _("Player 2 Iterations"), NULL, NULL);
}

void
qd_takestones_players_sync (QdTakestonesPage *self)
{
  AdwComboRow *rows[2] = { self->player1_row, self->player2_row };
  gboolean was = self->syncing;

  self->syncing = TRUE;
  for (guint side = 0; side < 2; side++)
    {
      const char *agent = self->record->agents[side];

      adw_combo_row_set_selected (rows[side], is_mcts (agent) ? MCTS_INDEX
                                              : agent != NULL ? qd_outside_players_index (self->players, agent)
                                              : self->record->computer[side] ? 1 : 0);
      show_mcts_row (self, side);
    }
  self->syncing = was;
}

gboolean
qd_takestones_players_read (QdTakestonesPage *self)
{
  AdwComboRow *rows[2] = { self->player1_row, self->player2_row };

  if (qd_outside_players_is_updating (self->players))
    return FALSE;
  for (guint side = 0; side < 2; side++)
    {
      guint selected = adw_combo_row_get_selected (rows[side]);
      const char *spec = qd_outside_players_spec (self->players, selected);

      char *agent = selected == MCTS_INDEX ? qd_mcts_row_spec (self->mcts_spins[side], self->record->agents[side])
                                           : g_strdup (spec);

      g_free (self->record->agents[side]);
      self->record->agents[side] = agent;
      self->record->computer[side] = spec == NULL && selected == 1;
      show_mcts_row (self, side);
    }
  return TRUE;
}

void
qd_takestones_page_set_player (QdTakestonesPage *self, guint side, const char *spec)
{
  AdwComboRow *rows[2] = { self->player1_row, self->player2_row };

  g_return_if_fail (side < 2);
  if (is_mcts (spec))
    {
      QdMctsOptions options;

      qd_mcts_spec_parse (spec, &options, NULL);
      qd_mcts_row_show (self->mcts_spins[side], &options);
    }
  adw_combo_row_set_selected (rows[side], g_str_equal (spec, "human") ? 0 : g_str_equal (spec, "computer") ? 1
                                          : is_mcts (spec) ? MCTS_INDEX : qd_outside_players_index (self->players, spec));
}

const char *
qd_takestones_players_outside_to_move (QdTakestonesPage *self)
{
  return self->record->agents[qd_takestones_player_to_move (&self->pos) - 1];
}

typedef struct {
  QdOwned owned;
  QdAgent *agent;           /* an outside agent, or NULL for MCTS */
  QdMctsOptions mcts;
  QdTakestonesEvaluator evaluator;
  QdTakestonesPosition pos;
  GArray *taken;
  QdSearchTree *tree;       /* MCTS's tree, shown under the stones */
} MoveTask;

typedef struct {
  guint stone;
  guint64 nodes;
} MoveResult;

static gpointer
move_worker (QdJob *job, gpointer data, GError **error)
{
  MoveTask *task = data;
  MoveResult *result = g_new0 (MoveResult, 1);
  GError *forfeit = NULL;

  if (task->agent == NULL)
    {
      /* MCTS, seeded as `quandary-cli takestones --seed 1`. */
      QdTakestonesSearch search = { { task->evaluator, QD_TAKESTONES_TIES_LARGEST } };
      QdGameSearchResult found;

      search.stop = qd_job_get_stop_flag (job);
      search.progress_nodes = &qd_job_get_progress (job)->nodes;
      search.tree = task->tree;
      if (qd_takestones_mcts (&task->pos, &search, &task->mcts, 1, &found))
        {
          result->stone = found.best_move;
          result->nodes = found.nodes;
          return result;
        }
      g_free (result);
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("The search was stopped"));
      return NULL;
    }
  if (qd_takestones_outside_choose (task->agent, &task->pos, (const guint *) task->taken->data, task->taken->len,
                                    qd_job_get_stop_flag (job), &result->stone, &result->nodes, &forfeit))
    return result;
  g_free (result);
  qd_outside_move_failed (error, forfeit);
  return NULL;
}

/* The agent to move forfeited: a toast and the status say why (the match
 * ends the game). */
static void
forfeit (QdTakestonesPage *self, const GError *cause)
{
  guint player = qd_takestones_player_to_move (&self->pos);
  g_autofree char *who = g_strdup_printf (_("Player %u"), player);

  g_free (self->forfeit);
  self->forfeit = qd_outside_players_forfeit (self->players, QD_PAGE (self), player - 1,
                                              qd_takestones_players_outside_to_move (self), who, cause);
  self->paused = TRUE;
}

/* The page's end of the job (before the match's: the move is its). */
static void
on_move_done (QdPage *page, QdJob *job)
{
  QdTakestonesPage *self = QD_TAKESTONES_PAGE (page);
  const GError *error = qd_job_get_error (job);

  self->thinking = FALSE;
  qd_page_tree_run_ended (self->page_tree);
  if (qd_job_get_result (job) == NULL && (error == NULL || error->domain != QD_AGENT_ERROR))
    qd_page_toast_error (page, error);
}

QdMatchEnd
qd_takestones_players_job_move (QdTakestonesPage *self, QdJob *job, guint32 *move, GError **cause)
{
  const GError *error = qd_job_get_error (job);
  MoveResult *result = qd_job_get_result (job);
  const QdSearchTree *tree;

  if (result == NULL && error != NULL && error->domain == QD_AGENT_ERROR)
    {
      forfeit (self, error);
      g_propagate_error (cause, g_error_copy (error));
      return QD_MATCH_FORFEIT;
    }
  if (result == NULL)
    return QD_MATCH_STOPPED;
  self->note = (QdGameSearchNote) { self->record->moves->len, result->stone, 0, result->nodes,
                                    qd_job_get_elapsed_us (job) };
  /* The move's search, for the report; the tree is its. */
  tree = qd_page_tree_get_tree (self->page_tree);
  if (tree != NULL && qd_search_tree_is_bound (tree))
    self->tree_move = self->record->moves->len + 1;
  *move = result->stone;
  return QD_MATCH_MOVED;
}

QdJob *
qd_takestones_players_move (QdTakestonesPage *self)
{
  guint player = qd_takestones_player_to_move (&self->pos);
  g_autoptr(GError) error = NULL;
  const char *spec = qd_takestones_players_outside_to_move (self);
  gboolean mcts = is_mcts (spec);
  QdAgent *agent = mcts ? NULL : qd_outside_players_open (self->players, player - 1, spec, &error);
  MoveTask *task;
  QdJob *job;

  if (!mcts && agent == NULL)
    {
      self->paused = TRUE;
      qd_page_toast (QD_PAGE (self), error->message);
      qd_takestones_page_update_display (self);
      return NULL;
    }
  task = g_new0 (MoveTask, 1);
  task->agent = qd_owned_add (&task->owned, agent, (GDestroyNotify) qd_outside_agent_release);
  if (mcts)
    qd_mcts_spec_parse (spec, &task->mcts, NULL);
  task->evaluator = self->record->evaluator;
  task->pos = self->pos;
  task->taken = qd_owned_add (&task->owned, g_array_copy (self->record->moves), (GDestroyNotify) g_array_unref);
  self->tree_move = 0;
  if (mcts)
    {
      /* Its tree, N, U/N and UCB1 per node; the board shows a node's position. */
      task->tree = qd_page_tree_start (self->page_tree, QD_SEARCH_TREE_GAME, QD_TAKESTONES_PAGE_TREE_BUDGET);
      qd_owned_add (&task->owned, task->tree, (GDestroyNotify) qd_search_tree_unref);
      self->tree_root = self->pos;
    }
  else
    qd_page_tree_none (self->page_tree, _("An outside agent searches in its own program: no tree to show"));
  self->thinking = TRUE;
  self->have_analysis = FALSE;
  job = qd_page_start_job (QD_PAGE (self), mcts ? _("The computer’s move") : _("The outside agent’s move"),
                           move_worker, task, qd_owned_free, g_free, on_move_done);
  g_object_set_data (G_OBJECT (job), "outside", GINT_TO_POINTER (TRUE));
  qd_takestones_page_update_display (self);
  return job;
}

/* The step-by-step window's game: the one MCTS plays, and its rules. */
typedef struct {
  QdGame game;
  QdTakestonesRules rules;
} StepGame;

void
qd_takestones_players_step_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdTakestonesPage *self = data;
  StepGame *owner = g_new0 (StepGame, 1);
  QdTakestonesPosition root = self->pos;
  guint side = qd_takestones_player_to_move (&self->pos) - 1;
  /* The options of the player to move if it is MCTS, else of the other. */
  const char *spec = is_mcts (self->record->agents[side]) ? self->record->agents[side] : self->record->agents[1 - side];
  g_autofree char *name = g_strdup_printf (ngettext ("Take-Stones, %u stone", "Take-Stones, %u stones",
                                                     self->record->n), self->record->n);

  owner->rules = (QdTakestonesRules) { self->record->evaluator, QD_TAKESTONES_TIES_LARGEST };
  qd_takestones_game_init (&owner->game, &owner->rules, root.n);
  root.max_to_move = 1;
  qd_mcts_row_step_by_step (GTK_WIDGET (self),
                            &(QdMctsSetup) { &owner->game, owner, g_free, &root, NULL, qd_takestones_move_text },
                            spec, name, self->record->moves->len);
}
