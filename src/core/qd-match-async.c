/* qd-match-async.c — the match loop a turn at a time (qd-match-async.h):
 * the steps of qd_match_play (qd-match-private.h) on the main loop. */
#include "config.h"
#include "qd-match-async.h"
#include "qd-match-private.h"

#include <glib/gi18n.h>
#include <string.h>

struct _QdMatch
{
  const QdMatchRules *rules;
  gpointer game;
  const QdMatchDriver *driver;
  gpointer data;
  QdMatchState state;
  QdMatchResult result;      /* plies always; the rest once ENDED */
  QdMatchPlayer who;         /* the player to move, as the driver said */
  QdMatchTurn turn;          /* the turn asked */
  QdJob *job;                /* the computer's move being computed */
  gboolean held;             /* stopped: computers wait for qd_match_go */
  gboolean step;             /* one computer move asked by qd_match_step */
  guint delay_ms;            /* before a computer's job (not a step's) */
  guint delay_source;        /* that delay under way */
  guint pause_ms;            /* between a computer's job and its move */
  guint pause_source;        /* the pause of a computer's move found */
  guint32 pending;           /* that move */
};

/* The game the rules are asked about: the front end's view of its
 * document, made anew, or the one given. */
static gpointer
game_of (QdMatch *m)
{
  return m->driver->game != NULL ? m->driver->game (m->data) : m->game;
}

/* ------------------------------------------------ the match's own job */

typedef struct {
  const QdMatchRules *rules;
  gpointer game;
  QdMatchTurn turn;
  QdMatchPlayer who;
  char *name;
} ChooseTask;

typedef struct {
  QdMatchEnd end;
  guint32 move;
  GError *cause;
} Choice;

static void
choose_task_free (gpointer data)
{
  ChooseTask *task = data;

  g_free (task->name);
  g_free (task);
}

static void
choice_free (gpointer data)
{
  Choice *choice = data;

  g_clear_error (&choice->cause);
  g_free (choice);
}

/* The worker: the rules' `choose`, stopped by the job's flag.  The game
 * is not touched meanwhile: no person may move while a computer thinks. */
static gpointer
choose_worker (QdJob *job, gpointer data, GError **error)
{
  ChooseTask *task = data;
  Choice *choice = g_new0 (Choice, 1);

  task->turn.who = &task->who;
  task->turn.stop = qd_job_get_stop_flag (job);
  choice->end = task->rules->choose (task->game, &task->turn, &choice->move, &choice->cause);
  return choice;
}

static QdJob *
start_own_job (QdMatch *m)
{
  ChooseTask *task = g_new0 (ChooseTask, 1);
  QdJob *job = qd_job_new (_("The computer’s move"));

  task->rules = m->rules;
  task->game = game_of (m);
  task->turn = m->turn;
  task->who = m->who;
  task->name = g_strdup (m->who.name);
  task->who.name = task->name;
  qd_job_start (job, choose_worker, task, choose_task_free, choice_free);
  return job;
}

static QdMatchEnd
own_job_move (QdJob *job, guint32 *move, GError **cause)
{
  Choice *choice = qd_job_get_result (job);

  if (choice == NULL)
    return QD_MATCH_STOPPED;
  *move = choice->move;
  if (choice->cause != NULL)
    g_propagate_error (cause, g_steal_pointer (&choice->cause));
  return choice->end;
}

/* ------------------------------------------------------------ the loop */

static void
turn_ended (QdMatch *m, QdMatchEnd end)
{
  if (m->driver->turn_ended != NULL)
    m->driver->turn_ended (m->data, end);
}

/* A computer's turn is under way: its delay, its job or its move's pause. */
static gboolean
under_way (QdMatch *m)
{
  return m->job != NULL || m->delay_source != 0 || m->pause_source != 0;
}

/* Forgets the computer's turn under way: its job cancelled if it runs. */
static void
drop_job (QdMatch *m)
{
  g_clear_handle_id (&m->delay_source, g_source_remove);
  g_clear_handle_id (&m->pause_source, g_source_remove);
  if (m->job == NULL)
    return;
  g_signal_handlers_disconnect_by_data (m->job, m);
  qd_job_cancel (m->job);
  g_clear_object (&m->job);
}

static void
clear_result (QdMatch *m)
{
  guint plies = m->result.plies;

  qd_match_result_clear (&m->result);
  memset (&m->result, 0, sizeof m->result);
  m->result.winner = -1;
  m->result.plies = plies;
}

static void on_job_finished (QdJob *job, QdMatch *m);

/* The computer's job for the turn asked. */
static void
begin_job (QdMatch *m)
{
  m->state = QD_MATCH_STATE_THINKING;
  m->job = m->driver->start_job != NULL ? m->driver->start_job (m->data, &m->turn) : start_own_job (m);
  if (m->job == NULL)
    {
      /* It could not start (the front end said why): stopped. */
      m->held = TRUE;
      m->step = FALSE;
      m->state = m->who.human ? QD_MATCH_STATE_WAITING : QD_MATCH_STATE_IDLE;
      turn_ended (m, QD_MATCH_STOPPED);
      return;
    }
  g_object_ref (m->job);
  g_signal_connect (m->job, "finished", G_CALLBACK (on_job_finished), m);
}

/* The delay before a computer's turn is over: its job starts, unless the
 * front end holds the computers back meanwhile. */
static gboolean
on_delay_done (gpointer data)
{
  QdMatch *m = data;

  m->delay_source = 0;
  if (m->driver->may_go != NULL && !m->driver->may_go (m->data))
    m->state = QD_MATCH_STATE_IDLE;
  else
    begin_job (m);
  return G_SOURCE_REMOVE;
}

/* The turn of the player to move: who it is, as the front end says. */
static void
take_turn (QdMatch *m)
{
  guint player = m->rules->to_move (game_of (m));

  m->who = (QdMatchPlayer) { .name = "computer" };
  if (m->driver->player != NULL)
    m->driver->player (m->data, player, &m->who);
  qd_match_turn_init (&m->turn, player, &m->who, m->result.plies, 0, NULL);
}

/* Asks the player to move, or ends the match at the game's end. */
static void
advance (QdMatch *m)
{
  gboolean step = m->step;

  if (under_way (m))
    return;
  if (m->rules->over (game_of (m), &m->result))
    {
      m->result.end = QD_MATCH_OVER;
      m->state = QD_MATCH_STATE_ENDED;
      m->step = FALSE;
      return;
    }
  take_turn (m);
  if (m->who.human && !step)
    {
      m->state = QD_MATCH_STATE_WAITING;
      return;
    }
  if (!step && (m->held || (m->driver->may_go != NULL && !m->driver->may_go (m->data))))
    {
      m->state = QD_MATCH_STATE_IDLE;
      return;
    }
  if (!step && (m->driver->wait != NULL || m->delay_ms > 0))
    {
      m->state = QD_MATCH_STATE_THINKING;
      m->delay_source = m->driver->wait != NULL ? m->driver->wait (m->data, on_delay_done, m)
                                                : g_timeout_add (m->delay_ms, on_delay_done, m);
      return;
    }
  begin_job (m);
}

/* Plays a move of the turn asked, then asks the next player. */
static gboolean
play_move (QdMatch *m, guint32 move, GError **cause)
{
  QdMatchTurn turn = m->turn;
  gpointer game = game_of (m);

  if (!qd_match_check_move (m->rules, game, move, cause))
    return FALSE;
  if (m->driver->play != NULL)
    m->driver->play (m->data, move);
  else
    m->rules->play (game, move);
  m->result.plies = turn.ply + 1;
  if (m->step)
    m->held = TRUE;
  m->step = FALSE;
  if (m->driver->moved != NULL)
    m->driver->moved (m->data, &turn, move);
  advance (m);
  return TRUE;
}

/* A computer's turn ended: its move played, or how it ended without. */
static void
computer_turn_ended (QdMatch *m, QdMatchEnd end, guint32 move, GError *its_cause)
{
  g_autoptr(GError) cause = its_cause;

  if (end == QD_MATCH_MOVED && play_move (m, move, &cause))
    {
      turn_ended (m, m->state == QD_MATCH_STATE_ENDED ? QD_MATCH_OVER : QD_MATCH_MOVED);
      return;
    }
  if (end == QD_MATCH_MOVED)
    end = QD_MATCH_FORFEIT;   /* an illegal move */
  m->step = FALSE;
  if (end == QD_MATCH_STOPPED)
    {
      m->held = TRUE;
      m->state = m->who.human ? QD_MATCH_STATE_WAITING : QD_MATCH_STATE_IDLE;
    }
  else
    {
      qd_match_end_turn (&m->result, end, m->turn.player, cause);
      m->state = QD_MATCH_STATE_ENDED;
    }
  turn_ended (m, end);
}

static gboolean
on_pause_done (gpointer data)
{
  QdMatch *m = data;

  m->pause_source = 0;
  computer_turn_ended (m, QD_MATCH_MOVED, m->pending, NULL);
  return G_SOURCE_REMOVE;
}

static void
on_job_finished (QdJob *job, QdMatch *m)
{
  g_autoptr(GError) cause = NULL;
  g_autoptr(QdJob) owned = m->job;  /* the match's reference, dropped on return */
  guint32 move = 0;
  QdMatchEnd end = QD_MATCH_STOPPED;

  (void) owned;
  g_signal_handlers_disconnect_by_data (job, m);
  m->job = NULL;
  if (!qd_job_was_cancelled (job))
    end = m->driver->job_move != NULL ? m->driver->job_move (m->data, job, &m->turn, &move, &cause)
                                      : own_job_move (job, &move, &cause);
  if (end == QD_MATCH_MOVED && m->pause_ms > 0)
    {
      m->pending = move;
      m->pause_source = g_timeout_add (m->pause_ms, on_pause_done, m);
      return;
    }
  computer_turn_ended (m, end, move, g_steal_pointer (&cause));
}

/* ------------------------------------------------------------ the API */

QdMatch *
qd_match_new (const QdMatchRules *rules, gpointer game, guint plies, const QdMatchDriver *driver, gpointer data)
{
  static const QdMatchDriver none = { NULL };
  QdMatch *m = g_new0 (QdMatch, 1);

  g_return_val_if_fail (rules != NULL, NULL);
  m->rules = rules;
  m->driver = driver != NULL ? driver : &none;
  m->data = data;
  m->game = game;
  m->result.winner = -1;
  m->result.plies = plies;
  return m;
}

void
qd_match_free (QdMatch *match)
{
  if (match == NULL)
    return;
  drop_job (match);
  qd_match_result_clear (&match->result);
  g_free (match);
}

void
qd_match_reset (QdMatch *match, gpointer game, guint plies)
{
  drop_job (match);
  match->game = game;
  match->result.plies = plies;
  clear_result (match);
  match->step = FALSE;
  match->state = QD_MATCH_STATE_IDLE;
}

void
qd_match_set_pauses (QdMatch *match, guint delay_ms, guint pause_ms)
{
  match->delay_ms = delay_ms;
  match->pause_ms = pause_ms;
}

void
qd_match_go (QdMatch *match)
{
  if (under_way (match))
    return;
  match->held = FALSE;
  clear_result (match);
  advance (match);
}

void
qd_match_stop (QdMatch *match)
{
  gboolean thinking = under_way (match);

  drop_job (match);
  match->held = TRUE;
  match->step = FALSE;
  if (thinking)
    match->state = match->who.human ? QD_MATCH_STATE_WAITING : QD_MATCH_STATE_IDLE;
}

gboolean
qd_match_step (QdMatch *match)
{
  if (match->state == QD_MATCH_STATE_THINKING || match->rules->over (game_of (match), &match->result))
    return FALSE;
  clear_result (match);
  match->step = TRUE;
  advance (match);
  return match->state == QD_MATCH_STATE_THINKING;
}

gboolean
qd_match_submit_move (QdMatch *match, guint32 move, GError **error)
{
  g_auto(QdMatchResult) over = { 0 };

  if (match->state == QD_MATCH_STATE_THINKING || match->state == QD_MATCH_STATE_ENDED ||
      (match->state == QD_MATCH_STATE_IDLE && match->rules->over (game_of (match), &over)))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_BUSY, _("It is not a person’s turn to move."));
      return FALSE;
    }
  /* A computer held back: the person plays its move. */
  if (match->state == QD_MATCH_STATE_IDLE)
    take_turn (match);
  return play_move (match, move, error);
}

QdMatchState
qd_match_get_state (QdMatch *match)
{
  return match->state;
}

guint
qd_match_get_player (QdMatch *match)
{
  return match->rules->to_move (game_of (match));
}

guint
qd_match_get_plies (QdMatch *match)
{
  return match->result.plies;
}

QdJob *
qd_match_get_job (QdMatch *match)
{
  return match->job;
}

const QdMatchResult *
qd_match_get_result (QdMatch *match)
{
  return match->state == QD_MATCH_STATE_ENDED ? &match->result : NULL;
}

const char *
qd_match_get_forfeit (QdMatch *match)
{
  const char *reason = match->result.reason;

  if (match->state != QD_MATCH_STATE_ENDED || match->result.end != QD_MATCH_FORFEIT || reason == NULL)
    return NULL;
  return g_str_has_prefix (reason, QD_MATCH_FORFEIT_PREFIX) ? reason + strlen (QD_MATCH_FORFEIT_PREFIX) : reason;
}
