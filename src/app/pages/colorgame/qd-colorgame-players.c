/* qd-colorgame-players.c — the map-colouring game tab's players: a person,
 * Quandary's alpha-beta, Monte Carlo tree search, or an outside agent of the
 * registry (app/qd-outside-players.h); MCTS and an outside agent are asked
 * for their move on a job; an outside agent that forfeits ends the game.  The agent is sent the position as it stands
 * (the document: the start and the moves played) and no moves after it. */
#include "config.h"
#include "qd-colorgame-page-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-owned.h"
#include "core/qd-game-mcts-agent.h"
#include "problems/colorgame/qd-colorgame-outside.h"

/* The lists' own items: Human, Computer, Monte Carlo Tree Search. */
#define N_BUILTINS 3
#define MCTS_INDEX 2

gboolean
qd_colorgame_players_is_mcts (QdColorgamePage *self, guint player)
{
  return adw_combo_row_get_selected (player == 1 ? self->player1_row : self->player2_row) == MCTS_INDEX;
}

/* Each player's iterations row shows while it is MCTS. */
static void
show_mcts_rows (QdColorgamePage *self)
{
  for (guint player = 1; player <= 2; player++)
    {
      QdMctsOptions options;

      qd_mcts_options_init (&options);
      options.iterations = (guint64) gtk_spin_button_get_value_as_int (self->mcts_spins[player - 1]);
      qd_mcts_row_show (self->mcts_spins[player - 1], qd_colorgame_players_is_mcts (self, player) ? &options : NULL);
    }
}

static void
on_lists_changed (gpointer data)
{
  qd_colorgame_page_update_display (data);
}

void
qd_colorgame_players_init (QdColorgamePage *self)
{
  self->players = qd_outside_players_new (QD_COLORGAME_AGENT_GAME, _("Map-Colouring Game"), N_BUILTINS,
                                          on_lists_changed, self);
  qd_outside_players_add_list (self->players, GTK_STRING_LIST (adw_combo_row_get_model (self->player1_row)));
  qd_outside_players_add_list (self->players, GTK_STRING_LIST (adw_combo_row_get_model (self->player2_row)));
  qd_outside_players_add_log_row (self->players, GTK_WIDGET (self->player2_row));
  self->mcts_spins[0] = qd_mcts_row_add (GTK_WIDGET (self->player1_row), _("Player 1 Iterations"), NULL, NULL);
  self->mcts_spins[1] = qd_mcts_row_add (GTK_WIDGET (self->player2_row), _("Player 2 Iterations"), NULL, NULL);
  g_signal_connect_swapped (self->player1_row, "notify::selected", G_CALLBACK (show_mcts_rows), self);
  g_signal_connect_swapped (self->player2_row, "notify::selected", G_CALLBACK (show_mcts_rows), self);
}

const char *
qd_colorgame_players_outside (QdColorgamePage *self, guint player)
{
  return qd_outside_players_spec (self->players,
                                  adw_combo_row_get_selected (player == 1 ? self->player1_row : self->player2_row));
}

void
qd_colorgame_page_set_outside_player (QdColorgamePage *self, guint player, const char *spec)
{
  adw_combo_row_set_selected (player == 1 ? self->player1_row : self->player2_row,
                              qd_outside_players_index (self->players, spec));
}

typedef struct {
  QdOwned owned;
  QdAgent *agent;                /* an outside agent, or NULL for MCTS */
  QdMctsOptions mcts;
  QdColorgame *game;             /* the position as it stands */
  guint player;
  QdSearchTree *tree;            /* MCTS's tree, shown under the map */
} MoveTask;

static gpointer
move_worker (QdJob *job, gpointer data, GError **error)
{
  MoveTask *task = data;
  g_autofree QdColorgameState *state = qd_colorgame_root (task->game, task->player == 1 ? QD_PLAYER_MAX
                                                                                         : QD_PLAYER_MIN);
  QdColorgameRules rules;
  QdMove *move = g_new (QdMove, 1);
  GError *forfeit = NULL;
  guint64 nodes;

  qd_colorgame_rules_init (&rules, task->game, FALSE);
  if (task->agent == NULL)
    {
      /* MCTS on the game alpha-beta searches, seeded as `--seed 1`; its ply:
       * the nodes coloured so far. */
      QdMctsAgentContext context = { qd_job_get_stop_flag (job), 0, 1, task->game->initial->len,
                                     &qd_job_get_progress (job)->nodes, task->tree };
      QdMctsResult found;
      QdGame as_game;

      qd_colorgame_as_game (&rules, &as_game);
      /* Its tree (N, U/N and UCB1 per node), named after a copy it keeps. */
      qd_search_tree_bind_game (task->tree, &as_game, qd_colorgame_move_text, qd_colorgame_copy (task->game),
                                (GDestroyNotify) qd_colorgame_free);
      if (qd_mcts_agent_choose (&as_game, state, &task->mcts, &context, &found, NULL))
        {
          *move = found.best_move;
          return move;
        }
      g_free (move);
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("The search was stopped"));
      return NULL;
    }
  if (qd_colorgame_outside_choose (task->agent, &rules, state, NULL, 0, qd_job_get_stop_flag (job), move, &nodes,
                                   &forfeit))
    return move;
  g_free (move);
  qd_outside_move_failed (error, forfeit);
  return NULL;
}

/* The page's end of the job (before the match's: the move is its). */
static void
on_move_done (QdPage *page, QdJob *job)
{
  QdColorgamePage *self = QD_COLORGAME_PAGE (page);
  const GError *error = qd_job_get_error (job);

  qd_page_tree_run_ended (self->page_tree);
  if (qd_job_get_result (job) == NULL && (error == NULL || error->domain != QD_AGENT_ERROR))
    qd_page_toast_error (page, error);
}

QdMatchEnd
qd_colorgame_players_job_move (QdColorgamePage *self, QdJob *job, guint32 *move, GError **cause)
{
  const GError *error = qd_job_get_error (job);
  QdMove *found = qd_job_get_result (job);
  guint player = qd_colorgame_page_to_move (self);

  if (found == NULL && error != NULL && error->domain == QD_AGENT_ERROR)
    {
      g_autofree char *who = g_strdup_printf (_("Player %u"), player);

      g_free (self->forfeit);
      self->forfeit = qd_outside_players_forfeit (self->players, QD_PAGE (self), player - 1,
                                                  qd_colorgame_players_outside (self, player), who, error);
      self->paused = TRUE;
      gtk_label_set_label (self->play_label, "");
      g_propagate_error (cause, g_error_copy (error));
      return QD_MATCH_FORFEIT;
    }
  if (found == NULL)
    return QD_MATCH_STOPPED;
  gtk_label_set_label (self->play_label, "");
  *move = (guint32) *found;
  return QD_MATCH_MOVED;
}

QdJob *
qd_colorgame_players_move (QdColorgamePage *self)
{
  guint player = qd_colorgame_page_to_move (self);
  g_autoptr(GError) error = NULL;
  gboolean mcts = qd_colorgame_players_is_mcts (self, player);
  QdAgent *agent = mcts ? NULL : qd_outside_players_open (self->players, player - 1,
                                                          qd_colorgame_players_outside (self, player), &error);
  MoveTask *task;
  QdJob *job;

  if (!mcts && agent == NULL)
    {
      self->paused = TRUE;
      qd_page_toast (QD_PAGE (self), error->message);
      qd_colorgame_page_update_display (self);
      return NULL;
    }
  task = g_new0 (MoveTask, 1);
  task->agent = qd_owned_add (&task->owned, agent, (GDestroyNotify) qd_outside_agent_release);
  task->game = qd_owned_add (&task->owned, qd_colorgame_copy (self->game), (GDestroyNotify) qd_colorgame_free);
  task->player = player;
  if (mcts)
    {
      g_autofree char *spec = qd_mcts_row_spec (self->mcts_spins[player - 1], NULL);

      qd_mcts_spec_parse (spec, &task->mcts, NULL);
      task->tree = qd_owned_add (&task->owned, qd_colorgame_computer_start_tree (self),
                                 (GDestroyNotify) qd_search_tree_unref);
    }
  else
    qd_page_tree_none (self->page_tree, _("An outside agent searches in its own program: no tree to show"));
  job = qd_page_start_job (QD_PAGE (self), mcts ? _("The computer’s move") : _("The outside agent’s move"),
                           move_worker, task, qd_owned_free, g_free, on_move_done);
  g_object_set_data (G_OBJECT (job), "outside", GINT_TO_POINTER (TRUE));
  qd_colorgame_page_update_display (self);
  return job;
}

/* The step-by-step window's game: the one MCTS plays, on its own copy of
 * the position (its names too). */
typedef struct {
  QdOwned owned;
  QdGame game;
  QdColorgameRules rules;
  QdColorgame *position;
} StepGame;

void
qd_colorgame_players_step_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdColorgamePage *self = data;
  StepGame *owner = g_new0 (StepGame, 1);
  guint player = qd_colorgame_page_to_move (self);
  g_autofree QdColorgameState *root = NULL;

  owner->position = qd_owned_add (&owner->owned, qd_colorgame_copy (self->game), (GDestroyNotify) qd_colorgame_free);
  root = qd_colorgame_root (owner->position, player == 1 ? QD_PLAYER_MAX : QD_PLAYER_MIN);
  qd_colorgame_rules_init (&owner->rules, owner->position, FALSE);
  qd_colorgame_as_game (&owner->rules, &owner->game);
  qd_mcts_row_step_by_step (GTK_WIDGET (self), &(QdMctsSetup) { &owner->game, owner, qd_owned_free, root, NULL,
                                                                qd_colorgame_move_text, owner->position },
                            NULL, _("Map-Colouring Game"), qd_colorgame_computer_present_position (QD_PAGE (self)));
}
