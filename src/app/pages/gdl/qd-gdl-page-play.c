/* qd-gdl-page-play.c — the General Games tab's computer players (each
 * role's agent, problems/gdl/qd-gdl-agent.h, as its row in the Players
 * group names it: qd-gdl-page-players.c): their moves and the hints on the
 * page's job.
 *
 * A QdGdlGame is not thread safe: the worker reads its own game from the
 * rulesheet's text and replays the moves played (as written, so that a game
 * whose moves are numbered as met, without a ground network, agrees), and
 * hands back the move it chose as written. */
#include "config.h"
#include "qd-gdl-page-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "problems/gdl/qd-gdl-agent.h"
#include "problems/gdl/qd-gdl-match.h"
#include "problems/gdl/qd-gdl-pool.h"
#include "problems/gdl/qd-gdl-puzzle.h"
#include "app/qd-mcts-row.h"

/* A hint's searcher, whoever plays: Monte Carlo tree search works on any
 * game without an evaluation of its own; 2,000 iterations where the game
 * is grounded, five seconds where it is evaluated without grounding (as
 * the Players group's thinking time: qd-gdl-page-players.c).  A puzzle's
 * hint is the first move of A*'s solution from the state
 * (problems/gdl/qd-gdl-puzzle.h), within a budget of nodes. */
#define HINT_AGENT "mcts:2000"
#define HINT_AGENT_TIMED "mcts:ms=5000"
#define HINT_SOLVE_NODES 2000000

/* ------------------------------------------------------------ the worker */

/* What a worker searches: copies, so the page may change meanwhile. */
typedef struct {
  char *text;               /* the rulesheet */
  char *moves;              /* the moves played, a line each */
  char *agent;              /* the searcher's name */
  guint32 seed;
  QdSearchTree *tree;       /* the page tree's, unbound: the search binds and feeds it */
  gboolean solve;           /* a puzzle's hint: A* from the state */
  QdGdlPool *pool;          /* the page's: the game loaded once for every move */
} MoveTask;

typedef struct {
  char *move;               /* the move chosen, as written, or NULL: a forfeit */
  char *forfeit;            /* why, or NULL (a puzzle: no solution from here) */
  QdGameSearchResult search;
  guint solution_steps;     /* a puzzle's hint: the solution's length */
} MoveResult;

static void
move_task_free (gpointer data)
{
  MoveTask *task = data;

  g_free (task->text);
  g_free (task->moves);
  g_free (task->agent);
  g_clear_pointer (&task->tree, qd_search_tree_unref);
  g_clear_pointer (&task->pool, qd_gdl_pool_unref);
  g_free (task);
}

static void
move_result_free (gpointer data)
{
  MoveResult *result = data;

  g_free (result->move);
  g_free (result->forfeit);
  g_free (result);
}

/* The match's game kept for the next move's worker. */
static void
give_back (const MoveTask *task, QdGdlMatch *m)
{
  if (m != NULL && m->game != NULL)
    qd_gdl_pool_give (task->pool, task->text, g_steal_pointer (&m->game));
}

/* The page's moves (`moves`, one a line, as qd_gdl_page_moves_text
 * writes them) played on a match from its start, by their text: the
 * page's state on a game of its own, whose numbering of facts and moves
 * may be another's.  FALSE with an error at a move that is not legal. */
static gboolean
play_moves (QdGdlMatch *m, const char *moves, GError **error)
{
  g_auto(GStrv) lines = g_strsplit (moves, "\n", -1);

  m->max_plies = QD_GDL_MAX_PLIES_LIMIT;
  for (guint i = 0; lines[i] != NULL && lines[i][0] != '\0'; i++)
    {
      gint mover = qd_gdl_match_mover (m), move;

      if (mover < 0 || (move = qd_gdl_game_move_parse (m->game, m->state, (guint) mover, lines[i])) < 0)
        {
          g_set_error (error, QD_GDL_ERROR, QD_GDL_ERROR_ILLEGAL, _("“%s” is not a legal move here"), lines[i]);
          return FALSE;
        }
      qd_gdl_match_play (m, (guint32) move);
    }
  return TRUE;
}

/* The worker's own match at the page's state (the choices of a ply where
 * the roles move together kept aside, as the page keeps them: an agent
 * sees the state alone), or NULL with an error. */
static QdGdlMatch *
replay (const MoveTask *task, GRand *rand, GError **error)
{
  QdGdlGame *game = qd_gdl_pool_take (task->pool, task->text, "rules", error);
  g_autoptr(QdGdlMatch) m = NULL;

  if (game == NULL || (m = qd_gdl_match_new_for_game (game, task->text, strlen (task->text), "rules", rand,
                                                      error)) == NULL)
    return NULL;
  if (!play_moves (m, task->moves, error))
    {
      give_back (task, m);
      return NULL;
    }
  return g_steal_pointer (&m);
}

/* A puzzle's hint: A*'s solution from `state`, its first move; NULL when
 * stopped (or past a limit, then `error`). */
static MoveResult *
solve_hint (QdJob *job, QdGdlGame *game, const guint64 *state, GError **error)
{
  g_autoptr(QdGdlPuzzle) puzzle = qd_gdl_puzzle_new (game, error);
  QdSpaceOptions options;
  QdSpaceResult solved = { 0 };
  MoveResult *result = NULL;

  if (puzzle == NULL)
    return NULL;
  qd_space_options_init (&options);
  options.stop = qd_job_get_stop_flag (job);
  options.max_nodes = HINT_SOLVE_NODES;
  options.progress = qd_job_get_progress (job);
  qd_space_solve (qd_gdl_puzzle_space (puzzle), state, &options, &solved);
  if (solved.status == QD_SPACE_SOLVED && solved.n_steps > 0)
    {
      result = g_new0 (MoveResult, 1);
      result->move = g_strdup (qd_gdl_game_move_text (game, (guint32) solved.actions[0]));
      result->solution_steps = solved.n_steps;
    }
  else if (solved.status == QD_SPACE_NO_SOLUTION)
    {
      result = g_new0 (MoveResult, 1);
      result->forfeit = g_strdup (_("No solution from here: take some moves back."));
    }
  else if (solved.stop_reason == QD_SPACE_STOP_NODES)
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("No solution found within %u nodes: take some moves back."),
                 HINT_SOLVE_NODES);
  qd_space_result_clear (&solved);
  return result;
}

/* A puzzle's hint from the moves of the task (one role). */
static MoveResult *
puzzle_hint (QdJob *job, const MoveTask *task, QdGdlGame *puzzle, GError **error)
{
  g_auto(GStrv) lines = g_strsplit (task->moves, "\n", -1);
  g_autofree guint64 *state = g_new0 (guint64, qd_gdl_game_state_words (puzzle));

  qd_gdl_game_initial (puzzle, state);
  for (guint i = 0; lines[i] != NULL && lines[i][0] != '\0'; i++)
    {
      gint move = qd_gdl_game_move_parse (puzzle, state, 0, lines[i]);

      if (move < 0 || !qd_gdl_game_next (puzzle, state, (guint32[]) { (guint32) move }, state, error))
        return NULL;
    }
  return solve_hint (job, puzzle, state, error);
}

/* The agent's move in the match replayed. */
static MoveResult *
agent_move (QdJob *job, const MoveTask *task, QdGdlMatch *m, GRand *rand, GError **error)
{
  QdGdlAgent agent;
  QdGdlChoice choice = { .move = G_MAXUINT32 };
  MoveResult *result;
  gint mover = qd_gdl_match_mover (m);

  if (mover < 0)
    {
      if (error != NULL && *error == NULL && m->stuck != NULL)
        g_propagate_error (error, g_steal_pointer (&m->stuck));
      return NULL;
    }
  if (!qd_gdl_agent_parse (task->agent, &agent, error))
    return NULL;
  {
    QdGdlChooseOptions options = {
      .stop = qd_job_get_stop_flag (job),
      .rand = rand,
      .progress_nodes = &qd_job_get_progress (job)->nodes,
      .history = (const guint32 *) (gconstpointer) m->moves->data,
      .n_history = m->moves->len,
      .plies = m->plies,
      .rules_text = task->text,
      .tree = task->tree,
    };

    if (!qd_gdl_agent_choose_role (&agent, m->game, m->state, (guint) mover, &options, &choice)
        && choice.forfeit == NULL)
      return NULL;
  }
  result = g_new0 (MoveResult, 1);
  result->search = choice.search;
  if (choice.forfeit != NULL)
    {
      result->forfeit = g_strdup (choice.forfeit->message);
      g_error_free (choice.forfeit);
    }
  else
    result->move = g_strdup (qd_gdl_game_move_text (m->game, choice.move));
  return result;
}

/* The game comes from the page's pool and goes back to it, so that the
 * next move's worker does not load it again. */
static gpointer
move_worker (QdJob *job, gpointer data, GError **error)
{
  MoveTask *task = data;
  g_autoptr(GRand) rand = g_rand_new_with_seed (task->seed);
  g_autoptr(QdGdlMatch) m = NULL;
  MoveResult *result;

  if (task->solve)
    {
      QdGdlGame *puzzle = qd_gdl_pool_take (task->pool, task->text, "rules", error);

      if (puzzle == NULL)
        return NULL;
      result = puzzle_hint (job, task, puzzle, error);
      qd_gdl_pool_give (task->pool, task->text, puzzle);
      return result;
    }
  if ((m = replay (task, rand, error)) == NULL)
    return NULL;
  result = agent_move (job, task, m, rand, error);
  give_back (task, m);
  return result;
}

/* ------------------------------------------------------------ the page */

/* The search's move: played, or shown as a hint. */
static void
search_done (QdGdlPage *self, QdGdlWork work, const MoveResult *result)
{
  gint move = -1;

  if (result->forfeit != NULL && work == QD_GDL_HINTING)
    {
      qd_gdl_page_set_notice (self, result->forfeit);
      qd_gdl_page_refresh (self);
      return;
    }
  if (result->forfeit != NULL)
    {
      g_autofree char *said = g_strdup_printf (_("%s forfeits: %s"),
                                               qd_gdl_game_role_name (self->sheet->game, (guint) self->mover),
                                               result->forfeit);

      self->paused = TRUE;
      qd_gdl_page_set_notice (self, said);
      qd_gdl_page_refresh (self);
      /* The match ends the game (match_job_move). */
      g_free (self->computer_forfeit);
      self->computer_forfeit = g_strdup (result->forfeit);
      return;
    }
  if (self->mover >= 0)
    move = qd_gdl_game_move_parse (self->sheet->game, self->state, (guint) self->mover, result->move);
  if (move < 0)
    {
      qd_gdl_page_refresh (self);
      return;
    }
  if (work == QD_GDL_HINTING)
    {
      g_autofree char *said = result->solution_steps > 0
        ? g_strdup_printf (ngettext ("Hint: play %s: A* solves the puzzle from here in %u move.",
                                     "Hint: play %s: A* solves the puzzle from here in %u moves.",
                                     result->solution_steps), result->move, result->solution_steps)
        : g_strdup_printf (_("Hint: play %s (Monte Carlo tree search’s choice)."), result->move);

      qd_gdl_page_set_notice (self, said);
      qd_gdl_page_show_hint (self, (guint32) move);
      return;
    }
  /* The match plays it (match_job_move). */
  self->computer_move = move;
}

static void
on_move_done (QdPage *page, QdJob *job)
{
  QdGdlPage *self = QD_GDL_PAGE (page);
  MoveResult *result = qd_job_steal_result (job);
  QdGdlWork work = self->work;
  const QdSearchTree *tree = qd_page_tree_get_tree (self->page_tree);

  self->work = QD_GDL_IDLE;
  qd_page_tree_run_ended (self->page_tree);
  /* Random moves record no game tree: the pane says why (a puzzle's
   * solution is no game's). */
  if (result != NULL && result->solution_steps == 0 && result->forfeit == NULL &&
      (tree == NULL || !qd_search_tree_is_bound (tree)))
    qd_page_tree_none (self->page_tree,
                       qd_gdl_agent_takes_turns (self->sheet->game)
                         ? _("This player’s search records no game tree: choose minimax, "
                             "alpha-beta or Monte Carlo tree search to see one.")
                         : _("This player’s search records no game tree: choose Monte Carlo tree search "
                             "(decoupled UCT, each role’s own statistics at each position) to see one."));
  if (result == NULL)
    {
      /* Stopped (Stop says so), or an error. */
      qd_page_toast_error (page, qd_job_get_error (job));
      self->paused = TRUE;
      qd_gdl_page_refresh (self);
      return;
    }
  search_done (self, work, result);
  move_result_free (result);
}

/* Starts `agent`'s search of the state on the page's job: its move played
 * (THINKING) or shown (HINTING); with NULL, a puzzle's solution (HINTING). */
static QdJob *
start_search (QdGdlPage *self, const char *agent, QdGdlWork work)
{
  MoveTask *task = g_new0 (MoveTask, 1);
  QdJob *job;

  task->solve = agent == NULL;
  task->text = g_strdup (self->sheet->text);
  task->moves = qd_gdl_page_moves_text (self);
  task->agent = g_strdup (agent != NULL ? agent : "");
  task->seed = g_random_int ();
  task->pool = qd_gdl_pool_ref (self->pool);
  if (!task->solve)
    {
      task->tree = qd_page_tree_start (self->page_tree, QD_SEARCH_TREE_GAME, QD_GDL_PAGE_TREE_BUDGET);
      g_free (self->tree_root);
      self->tree_root = g_memdup2 (self->state, self->words * sizeof (guint64));
    }
  self->work = work;
  self->computer_move = -1;
  g_clear_pointer (&self->computer_forfeit, g_free);
  job = qd_page_start_job (QD_PAGE (self), work == QD_GDL_HINTING ? _("Looking for a hint") : _("The computer is thinking"),
                           move_worker, task, move_task_free, move_result_free, on_move_done);
  qd_gdl_page_refresh (self);
  return job;
}

static const char *
hint_agent (QdGdlPage *self)
{
  return qd_gdl_game_is_grounded (self->sheet->game) ? HINT_AGENT : HINT_AGENT_TIMED;
}

QdJob *
qd_gdl_players_start_move (QdGdlPage *self, guint role, gboolean for_person)
{
  g_autofree char *spec = for_person ? g_strdup (hint_agent (self)) : qd_gdl_players_spec (self, role);

  return start_search (self, spec, QD_GDL_THINKING);
}

void
qd_gdl_players_hint (QdGdlPage *self)
{
  if (qd_page_get_busy (QD_PAGE (self)) || self->mover < 0)
    return;
  start_search (self, qd_gdl_game_n_roles (self->sheet->game) >= 2 ? hint_agent (self) : NULL, QD_GDL_HINTING);
}

void
qd_gdl_players_stop (QdGdlPage *self)
{
  gboolean thinking = self->work == QD_GDL_THINKING;

  if (self->work == QD_GDL_IDLE)
    return;
  if (thinking)
    qd_match_stop (self->match);
  qd_page_cancel_job (QD_PAGE (self));
  self->work = QD_GDL_IDLE;
  self->paused = TRUE;
  /* Said in the tab, not in a toast that outlives it into other tabs; a
   * hint stopped, or a puzzle (no Play), has nothing to go on with. */
  qd_gdl_page_set_notice (self, thinking && qd_gdl_game_n_roles (self->sheet->game) >= 2
                                ? _("The computer players stopped: press Play to let them go on.")
                                : _("Stopped."));
  qd_gdl_page_refresh (self);
}

gboolean
qd_gdl_players_present_move (QdPage *page, gboolean playing)
{
  QdGdlPage *self = QD_GDL_PAGE (page);

  if (self->work == QD_GDL_THINKING)
    return TRUE;
  if (qd_page_get_busy (page) || self->mover < 0 || qd_gdl_game_n_roles (self->sheet->game) < 2)
    return FALSE;
  /* A person's move by the hint's searcher: Play shows the whole game. */
  qd_page_record_state (page);
  self->paused = TRUE;
  return qd_gdl_page_match_step (self);
}

void
qd_gdl_players_duct_state (QdGdlPage *self, guint64 *state)
{
  const QdSearchTree *tree = qd_page_tree_get_tree (self->page_tree);
  g_autoptr(GArray) joints = g_array_new (FALSE, FALSE, sizeof (guint32) * QD_GDL_MAX_ROLES);
  gint node = qd_page_tree_get_node (self->page_tree);
  guint32 joint[QD_GDL_MAX_ROLES];

  /* the joint moves up to the root, then played down from it */
  for (guint id = (guint) MAX (node, 0); node >= 0 && id != QD_SEARCH_NODE_NONE;
       id = qd_search_tree_node (tree, id)->parent)
    if (qd_search_tree_duct_joint (tree, id, joint))
      g_array_append_val (joints, joint);
  for (guint i = joints->len; i-- > 0;)
    if (!qd_gdl_game_next (self->sheet->game, state, &g_array_index (joints, guint32, (gsize) i * QD_GDL_MAX_ROLES),
                           state, NULL))
      break;
}

/* ------------------------------------------------------------ MCTS step by step */

/* The step-by-step window's game: a game of its own (the window searches
 * while the tab plays on), its vtable (two roles taking turns: MCTS's; the
 * roles moving together, or more than two: decoupled UCT's, over joint
 * moves), the moves' names and the root. */
typedef struct {
  QdGdlGame *game;
  QdGdlSearchGame sg;
  QdGdlJointGame joint;
  gboolean turns;
  GPtrArray *names;
  guint64 *root;
} StepGame;

static void
step_game_free (gpointer data)
{
  StepGame *owner = data;

  if (owner->turns)
    qd_gdl_search_game_clear (&owner->sg);
  g_ptr_array_unref (owner->names);
  qd_gdl_game_free (owner->game);
  g_free (owner->root);
  g_free (owner);
}

gboolean
qd_gdl_players_can_step (QdGdlPage *self)
{
  /* The window's search is of two roles taking turns, or decoupled UCT's
   * (the roles moving together, or more than two), over a ground network:
   * the page's, or one its game set aside for its rules (step_game). */
  return self->mover >= 0 && qd_gdl_game_n_roles (self->sheet->game) >= 2
         && (qd_gdl_game_is_grounded (self->sheet->game) || qd_gdl_game_network_dropped (self->sheet->game));
}

/* A game of its own for the step-by-step window, at the page's state
 * (`*root`, its words): a copy of the page's game, whose ground network
 * numbers facts and moves as the page's does; or, where the page's game
 * plays by its rules, a copy with its network kept, the page's moves
 * played on it by their text.  NULL when it is not read. */
static QdGdlGame *
step_game (QdGdlPage *self, guint64 **root)
{
  g_autofree char *moves = NULL;
  g_autoptr(QdGdlMatch) m = NULL;
  QdGdlGame *game;

  if (qd_gdl_game_is_grounded (self->sheet->game))
    {
      game = qd_gdl_sheet_new_game (self->sheet, NULL);
      *root = game != NULL ? g_memdup2 (self->state, self->words * sizeof (guint64)) : NULL;
      return game;
    }
  game = qd_gdl_sheet_new_network_game (self->sheet, NULL);
  if (game != NULL && !qd_gdl_game_is_grounded (game))
    g_clear_pointer (&game, qd_gdl_game_free);
  if (game == NULL)
    return NULL;
  /* the match owns the game from here, freed with it on an error */
  m = qd_gdl_match_new_for_game (game, self->sheet->text, strlen (self->sheet->text), "rules", NULL, NULL);
  if (m == NULL)
    return NULL;
  moves = qd_gdl_page_moves_text (self);
  if (!play_moves (m, moves, NULL))
    return NULL;
  *root = g_memdup2 (m->state, qd_gdl_game_state_words (m->game) * sizeof (guint64));
  return g_steal_pointer (&m->game);
}

void
qd_gdl_players_step (QdGdlPage *self)
{
  g_autofree char *spec = NULL;
  QdGdlGame *game;
  StepGame *owner;
  guint64 *root = NULL;

  if (!qd_gdl_players_can_step (self) || (game = step_game (self, &root)) == NULL)
    return;
  owner = g_new0 (StepGame, 1);
  owner->game = game;
  owner->turns = qd_gdl_agent_takes_turns (game);
  owner->names = qd_gdl_move_names_new (game);
  owner->root = root;
  if (!owner->turns)
    {
      guint n = qd_gdl_game_n_roles (game);
      const char *players[QD_GDL_MAX_ROLES];

      /* The plies left to the game's limit, as the tab's players search. */
      qd_gdl_joint_game_init (&owner->joint, game, QD_GDL_DEFAULT_MAX_PLIES > self->plies
                                                   ? MIN (QD_GDL_DEFAULT_MAX_PLIES - self->plies, QD_GAME_MAX_PLIES) : 1);
      for (guint r = 0; r < n; r++)
        players[r] = qd_gdl_game_role_name (game, r);
      /* The options of the first role MCTS plays. */
      for (guint r = 0; r < n && spec == NULL; r++)
        if (g_str_has_prefix ((spec = qd_gdl_players_spec (self, r)), "mcts") == FALSE)
          g_clear_pointer (&spec, g_free);
      qd_mcts_row_step_by_step (GTK_WIDGET (self),
                                &(QdMctsSetup) { NULL, owner, step_game_free, owner->root, NULL, qd_gdl_move_text,
                                                 owner->names, NULL, &owner->joint.joint, players },
                                spec, qd_page_get_title (QD_PAGE (self)), self->moves->len);
      return;
    }
  qd_gdl_search_game_init (&owner->sg, game, TRUE);
  /* The options of the role to move if it is MCTS, else of the other. */
  spec = qd_gdl_players_spec (self, (guint) self->mover);
  if (!g_str_has_prefix (spec, "mcts"))
    {
      g_free (spec);
      spec = qd_gdl_players_spec (self, 1 - (guint) self->mover);
    }
  qd_mcts_row_step_by_step (GTK_WIDGET (self),
                            &(QdMctsSetup) { &owner->sg.game, owner, step_game_free, owner->root, NULL,
                                             qd_gdl_move_text, owner->names },
                            spec, qd_page_get_title (QD_PAGE (self)), self->moves->len);
}
