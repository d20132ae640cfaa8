/* test-match.c — core/qd-match: the one match loop on a toy game worked by
 * hand (who moves, the end, a forfeit, a stop, the clock, a person without
 * input), and the result's JSON both ways: escapes, null winners, numbers,
 * and text that is not a result.  Then the same loop a turn at a time
 * (core/qd-match-async.h): a person's moves submitted, a computer's from a
 * job on a worker thread, an illegal move forfeited, Stop in the middle of
 * a computer's turn, a step for a person, the end of the game, and a front
 * end that plays the moves on its own document (QdMatchDriver.play). */
#include "config.h"

#include <string.h>

#include "core/qd-match.h"
#include "core/qd-match-async.h"

/* Counting to `goal`: each player adds 1 or 2 in turn; who reaches the goal
 * wins.  The move chosen is the player's `name`'s digit; "x" forfeits;
 * "w" waits for its stop; a person ("h") gets 1 from the computer. */
typedef struct {
  guint total, goal, to_move;
  GString *log;
  GThread *chooser;          /* the thread of the last `choose` */
} Count;

static guint
count_to_move (gpointer game)
{
  return ((Count *) game)->to_move;
}

static gboolean
count_over (gpointer game, QdMatchResult *result)
{
  Count *c = game;

  if (c->total < c->goal)
    return FALSE;
  qd_match_result_set_winner (result, 2 - c->to_move, c->to_move == 1 ? "first reached it" : "second reached it");
  return TRUE;
}

static QdMatchEnd
count_choose (gpointer game, const QdMatchTurn *turn, guint32 *move, GError **cause)
{
  if (turn->stop != NULL && g_atomic_int_get (turn->stop))
    return QD_MATCH_STOPPED;
  ((Count *) game)->chooser = g_thread_self ();
  if (g_str_equal (turn->who->name, "w"))
    {
      /* Bounded: a stop that never comes fails the test, not hangs it. */
      for (guint i = 0; i < 10000 && !g_atomic_int_get (turn->stop); i++)
        g_usleep (1000);
      return g_atomic_int_get (turn->stop) ? QD_MATCH_STOPPED : QD_MATCH_RAN_OUT;
    }
  if (g_str_equal (turn->who->name, "h"))
    {
      *move = 1;
      return QD_MATCH_MOVED;
    }
  if (g_str_equal (turn->who->name, "x"))
    {
      g_set_error_literal (cause, G_IO_ERROR, G_IO_ERROR_FAILED, "said \"x\"\n");
      return QD_MATCH_FORFEIT;
    }
  *move = (guint32) (turn->who->name[0] - '0');
  return QD_MATCH_MOVED;
}

static void
count_play (gpointer game, guint32 move)
{
  Count *c = game;

  c->total += move;
  c->to_move = 1 - c->to_move;
}

static char *
count_text (gpointer game, guint32 move)
{
  return g_strdup_printf ("+%u", move);
}

static gboolean
count_legal (gpointer game, guint32 move)
{
  return move == 1 || move == 2;
}

static const QdMatchRules count_rules = {
  .to_move = count_to_move, .over = count_over, .choose = count_choose, .play = count_play, .move_text = count_text,
  .legal = count_legal,
};

static void
on_moved (gpointer data, gpointer game, const QdMatchTurn *turn, guint32 move)
{
  Count *c = game;

  g_string_append_printf (c->log, "%u:%u+%u ", turn->ply, turn->player, move);
}

static const QdMatchListener listener = { .moved = on_moved };

static QdMatchEnd
play (Count *c, const char *first, const char *second, guint plies, const QdMatchOptions *options,
      QdMatchResult *result)
{
  QdMatchPlayer players[2] = { { .name = first }, { .name = second } };

  return qd_match_play (&count_rules, c, players, plies, options, result);
}

static void
test_to_the_end (void)
{
  Count c = { 0, 5, 0, g_string_new (NULL) };
  QdMatchOptions options = { .listener = &listener, .listener_data = NULL };
  g_auto(QdMatchResult) result = { 0 };

  /* 2, 1, 2: the first player reaches 5 on the third move. */
  g_assert_cmpint (play (&c, "2", "1", 0, &options, &result), ==, QD_MATCH_OVER);
  g_assert_cmpstr (c.log->str, ==, "0:0+2 1:1+1 2:0+2 ");
  g_assert_cmpint (result.winner, ==, 1);
  g_assert_cmpfloat (result.scores[0], ==, 1);
  g_assert_cmpfloat (result.scores[1], ==, 0);
  g_assert_cmpuint (result.plies, ==, 3);
  g_assert_cmpstr (result.reason, ==, "first reached it");
  g_string_free (c.log, TRUE);
}

static void
test_forfeit_and_plies (void)
{
  /* A game already 2 moves in: the second player forfeits at once. */
  Count c = { 2, 5, 1, g_string_new (NULL) };
  QdMatchOptions options = { 0 };
  g_auto(QdMatchResult) result = { 0 };

  g_assert_cmpint (play (&c, "1", "x", 2, &options, &result), ==, QD_MATCH_FORFEIT);
  g_assert_cmpint (result.winner, ==, 1);
  g_assert_cmpuint (result.forfeiter, ==, 2);
  g_assert_cmpuint (result.plies, ==, 2);
  g_assert_cmpfloat (result.scores[0], ==, 1);
  g_assert_true (g_str_has_prefix (result.reason, "forfeit: said"));
  g_string_free (c.log, TRUE);
}

static void
test_no_move (void)
{
  Count c = { 0, 5, 0, g_string_new (NULL) };
  gint stop = 1;
  QdMatchOptions stopped = { .stop = &stop };
  QdMatchOptions late = { .deadline_us = 1 };
  QdMatchOptions none = { 0 };
  QdMatchPlayer person[2] = { { .name = "human", .human = TRUE }, { .name = "1" } };
  g_auto(QdMatchResult) result = { 0 };

  g_assert_cmpint (play (&c, "1", "1", 0, &stopped, &result), ==, QD_MATCH_STOPPED);
  g_assert_cmpint (result.winner, ==, -1);
  qd_match_result_clear (&result);
  g_assert_cmpint (play (&c, "1", "1", 0, &late, &result), ==, QD_MATCH_RAN_OUT);
  g_assert_cmpint (result.winner, ==, -1);
  qd_match_result_clear (&result);
  /* No front end to ask a person: the input has ended. */
  g_assert_cmpint (qd_match_play (&count_rules, &c, person, 0, &none, &result), ==, QD_MATCH_NO_INPUT);
  g_assert_cmpuint (c.total, ==, 0);
  g_string_free (c.log, TRUE);
}

static void
test_json (void)
{
  QdMatchResult r = { QD_MATCH_FORFEIT, 2, { 0, 1 }, 9, 1, (char *) "forfeit: “99” \"quoted\"\n\tand é" };
  QdMatchResult draw = { QD_MATCH_OVER, 0, { 0.5, 0.5 }, 9, 0, (char *) "Draw." };
  const char *players[2] = { "random", "program:./a \"b\"" };
  g_autofree char *json = qd_match_result_to_json (&r, "game", players);
  g_autofree char *json_draw = qd_match_result_to_json (&draw, "game", players);
  g_auto(QdMatchResult) back = { 0 };
  g_autoptr(GError) error = NULL;
  const char *unknown = "{\"x\": [1, \"a\"], \"winner\": 1, \"reason\": \"\\u00e9\\n\"}";

  g_assert_true (g_str_has_prefix (json, "{\"game\": \"game\", \"players\": [\"random\", \"program:./a \\\"b\\\"\"], "
                                         "\"winner\": 2, \"scores\": [0, 1], \"plies\": 9, \"end\": \"forfeit\""));
  g_assert_true (qd_match_result_from_json (json, strlen (json), &back, &error));
  g_assert_no_error (error);
  g_assert_cmpint (back.end, ==, QD_MATCH_FORFEIT);
  g_assert_cmpint (back.winner, ==, 2);
  g_assert_cmpuint (back.forfeiter, ==, 1);
  g_assert_cmpuint (back.plies, ==, 9);
  g_assert_cmpstr (back.reason, ==, r.reason);
  qd_match_result_clear (&back);
  g_assert_nonnull (strstr (json_draw, "\"winner\": null, \"scores\": [0.5, 0.5]"));
  g_assert_true (qd_match_result_from_json (json_draw, strlen (json_draw), &back, NULL));
  g_assert_cmpint (back.winner, ==, -1);
  g_assert_cmpfloat (back.scores[1], ==, 0.5);
  qd_match_result_clear (&back);
  /* Three players (a GDL game of three roles): three names and scores,
   * a winner 3 read back with them. */
  {
    QdMatchResult three = { QD_MATCH_OVER, 3, { 0, 0.25, 1 }, 16, 0, (char *) "goals", 3 };
    const char *names[3] = { "random", "mcts", "maxn:2" };
    g_autofree char *json3 = qd_match_result_to_json (&three, "gdl", names);

    g_assert_nonnull (strstr (json3, "\"players\": [\"random\", \"mcts\", \"maxn:2\"], \"winner\": 3, "
                                     "\"scores\": [0, 0.25, 1]"));
    g_assert_true (qd_match_result_from_json (json3, strlen (json3), &back, NULL));
    g_assert_cmpint (back.winner, ==, 3);
    g_assert_cmpuint (qd_match_result_n_players (&back), ==, 3);
    g_assert_cmpfloat (back.scores[2], ==, 1);
    qd_match_result_clear (&back);
  }
  /* \u escapes and members it does not know. */
  g_assert_true (qd_match_result_from_json (unknown, strlen (unknown), &back, NULL));
  g_assert_cmpstr (back.reason, ==, "é\n");
  g_assert_cmpint (back.winner, ==, 1);
}

static void
test_json_refused (void)
{
  static const char *const bad[] = {
    "", "{", "[]", "{\"winner\": 3}", "{\"winner\": \"1\"}", "{\"scores\": [1]}", "{\"reason\": \"a\\u0000\"}",
    "{\"reason\": \"\\x\"}", "{\"plies\": -1}", "{\"plies\": 1e300}",
    "{\"plies\": 2.5}", "{\"winner\": -1e300}", "{\"winner\": 1} x", "{\"reason\": \"\xff\"}", "{\"a\" 1}",
    "{\"reason\": \"tab\there\"}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_auto(QdMatchResult) back = { 0 };
      g_autoptr(GError) error = NULL;

      g_autofree char *shown = g_strescape (bad[i], NULL);   /* TAP comments are UTF-8 */

      g_test_message ("%s", shown);
      g_assert_false (qd_match_result_from_json (bad[i], strlen (bad[i]), &back, &error));
      g_assert_nonnull (error);
      g_assert_null (back.reason);
    }
}

/* ------------------------------------------------ a turn at a time */

/* The front end of an asynchronous match: its players' names ("h" a
 * person), what it was told. */
typedef struct {
  Count c;
  const char *names[2];
  gboolean hold;             /* `may_go` says no */
  GString *ends;             /* the computers' turns' ends, a letter each */
  QdMatch *match;
  Count view;                /* the rules' copy of `c`, with QdMatchDriver.game */
  guint plays;               /* the moves QdMatchDriver.play played */
} Front;

static void
front_player (gpointer data, guint player, QdMatchPlayer *who)
{
  Front *f = data;

  who->name = f->names[player];
  who->human = g_str_equal (f->names[player], "h");
}

static gboolean
front_may_go (gpointer data)
{
  return !((Front *) data)->hold;
}

static void
front_moved (gpointer data, const QdMatchTurn *turn, guint32 move)
{
  on_moved (NULL, &((Front *) data)->c, turn, move);
}

static void
front_turn_ended (gpointer data, QdMatchEnd end)
{
  g_string_append_c (((Front *) data)->ends, qd_match_end_to_string (end)[0]);
}

static const QdMatchDriver front_driver = {
  .player = front_player, .may_go = front_may_go, .moved = front_moved, .turn_ended = front_turn_ended,
};

/* A front end whose document (`c`) the rules see only through a copy, as
 * Take-Stones' tab does: it plays the moves on the document itself. */
static gpointer
front_view (gpointer data)
{
  Front *f = data;

  f->view = f->c;
  return &f->view;
}

static void
front_play (gpointer data, guint32 move)
{
  Front *f = data;

  count_play (&f->c, move);
  f->plays++;
}

static const QdMatchDriver viewing_driver = {
  .game = front_view, .play = front_play, .player = front_player, .moved = front_moved,
};

static void
front_init_driven (Front *f, const QdMatchDriver *driver, guint goal, const char *first, const char *second)
{
  *f = (Front) { { 0, goal, 0, g_string_new (NULL), NULL }, { first, second }, .ends = g_string_new (NULL) };
  f->match = qd_match_new (&count_rules, &f->c, 0, driver, f);
}

static void
front_init (Front *f, guint goal, const char *first, const char *second)
{
  front_init_driven (f, &front_driver, goal, first, second);
}

static void
front_clear (Front *f)
{
  qd_match_free (f->match);
  g_string_free (f->c.log, TRUE);
  g_string_free (f->ends, TRUE);
}

/* Runs the main loop while a computer thinks: its job's end comes there. */
static void
wait_turn (Front *f)
{
  while (qd_match_get_state (f->match) == QD_MATCH_STATE_THINKING)
    g_main_context_iteration (NULL, TRUE);
}

static void
test_async_person_and_computer (void)
{
  Front f;
  g_autoptr(GError) error = NULL;
  const QdMatchResult *result;

  front_init (&f, 4, "h", "1");
  /* Nothing moves before Play; a person's move then is refused. */
  g_assert_cmpint (qd_match_get_state (f.match), ==, QD_MATCH_STATE_IDLE);
  qd_match_go (f.match);
  g_assert_cmpint (qd_match_get_state (f.match), ==, QD_MATCH_STATE_WAITING);
  g_assert_false (qd_match_submit_move (f.match, 3, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_cmpuint (f.c.total, ==, 0);
  g_assert_cmpint (qd_match_get_state (f.match), ==, QD_MATCH_STATE_WAITING);
  /* The person's 2, then the computer's 1 on a worker thread. */
  g_assert_true (qd_match_submit_move (f.match, 2, &error));
  g_assert_no_error (error);
  g_assert_cmpint (qd_match_get_state (f.match), ==, QD_MATCH_STATE_THINKING);
  g_assert_nonnull (qd_match_get_job (f.match));
  g_assert_false (qd_match_submit_move (f.match, 1, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_BUSY);
  g_clear_error (&error);
  wait_turn (&f);
  g_assert_cmpint (qd_match_get_state (f.match), ==, QD_MATCH_STATE_WAITING);
  g_assert_cmpuint (f.c.total, ==, 3);
  g_assert_nonnull (f.c.chooser);
  g_assert_true (f.c.chooser != g_thread_self ());
  /* The person's last move ends the game. */
  g_assert_true (qd_match_submit_move (f.match, 1, NULL));
  g_assert_cmpint (qd_match_get_state (f.match), ==, QD_MATCH_STATE_ENDED);
  g_assert_cmpstr (f.c.log->str, ==, "0:0+2 1:1+1 2:0+1 ");
  result = qd_match_get_result (f.match);
  g_assert_nonnull (result);
  g_assert_cmpint (result->end, ==, QD_MATCH_OVER);
  g_assert_cmpint (result->winner, ==, 1);
  g_assert_cmpuint (result->plies, ==, 3);
  g_assert_cmpuint (qd_match_get_plies (f.match), ==, 3);
  g_assert_false (qd_match_submit_move (f.match, 1, NULL));
  front_clear (&f);
}

static void
test_async_computers_to_the_end (void)
{
  Front f;

  front_init (&f, 5, "2", "1");
  /* Held back by the front end: nothing starts. */
  f.hold = TRUE;
  qd_match_go (f.match);
  g_assert_cmpint (qd_match_get_state (f.match), ==, QD_MATCH_STATE_IDLE);
  f.hold = FALSE;
  qd_match_go (f.match);
  while (qd_match_get_state (f.match) != QD_MATCH_STATE_ENDED)
    {
      g_assert_cmpint (qd_match_get_state (f.match), ==, QD_MATCH_STATE_THINKING);
      wait_turn (&f);
    }
  /* The same game as qd_match_play's: moved, moved, over. */
  g_assert_cmpstr (f.c.log->str, ==, "0:0+2 1:1+1 2:0+2 ");
  g_assert_cmpint (qd_match_get_result (f.match)->winner, ==, 1);
  g_assert_cmpstr (f.ends->str, ==, "mmo");
  front_clear (&f);
}

static void
test_async_forfeit (void)
{
  Front f;
  const QdMatchResult *result;

  /* A computer's illegal move (3) forfeits: nothing is played. */
  front_init (&f, 5, "3", "1");
  qd_match_go (f.match);
  wait_turn (&f);
  g_assert_cmpint (qd_match_get_state (f.match), ==, QD_MATCH_STATE_ENDED);
  result = qd_match_get_result (f.match);
  g_assert_cmpint (result->end, ==, QD_MATCH_FORFEIT);
  g_assert_cmpuint (result->forfeiter, ==, 1);
  g_assert_cmpint (result->winner, ==, 2);
  g_assert_cmpstr (qd_match_get_forfeit (f.match), ==, "+3 is not a legal move here");
  g_assert_cmpuint (f.c.total, ==, 0);
  g_assert_cmpstr (f.ends->str, ==, "f");
  /* A player that breaks the rules its own way forfeits with its cause. */
  f.names[0] = "x";
  qd_match_go (f.match);
  wait_turn (&f);
  g_assert_cmpstr (qd_match_get_forfeit (f.match), ==, "said \"x\"\n");
  /* Play forgives: the player is asked again. */
  f.names[0] = "2";
  qd_match_go (f.match);
  g_assert_null (qd_match_get_result (f.match));
  wait_turn (&f);
  g_assert_cmpstr (f.c.log->str, ==, "0:0+2 1:1+1 2:0+2 ");
  g_assert_cmpint (qd_match_get_result (f.match)->end, ==, QD_MATCH_OVER);
  front_clear (&f);
}

static void
test_async_stop (void)
{
  Front f;
  QdJob *job;

  front_init (&f, 5, "w", "1");
  qd_match_go (f.match);
  job = g_object_ref (qd_match_get_job (f.match));
  /* Stop in the middle of the computer's turn: the job is cancelled, no
   * move played, and the computers wait for Play. */
  qd_match_stop (f.match);
  g_assert_cmpint (qd_match_get_state (f.match), ==, QD_MATCH_STATE_IDLE);
  g_assert_null (qd_match_get_job (f.match));
  while (qd_job_is_running (job))
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (qd_job_was_cancelled (job));
  g_object_unref (job);
  g_assert_cmpint (qd_match_get_state (f.match), ==, QD_MATCH_STATE_IDLE);
  g_assert_cmpuint (f.c.total, ==, 0);
  g_assert_cmpstr (f.ends->str, ==, "");
  /* Stopped from elsewhere (the job cancelled): the front end is told. */
  qd_match_go (f.match);
  g_assert_cmpint (qd_match_get_state (f.match), ==, QD_MATCH_STATE_THINKING);
  qd_job_cancel (qd_match_get_job (f.match));
  wait_turn (&f);
  g_assert_cmpint (qd_match_get_state (f.match), ==, QD_MATCH_STATE_IDLE);
  g_assert_cmpstr (f.ends->str, ==, "s");
  g_assert_cmpstr (f.c.log->str, ==, "");
  /* A new position (undo) and Play: from there on. */
  f.c.total = 3;
  f.names[0] = "2";
  qd_match_reset (f.match, &f.c, 1);
  g_assert_cmpint (qd_match_get_state (f.match), ==, QD_MATCH_STATE_IDLE);
  qd_match_go (f.match);
  wait_turn (&f);
  g_assert_cmpint (qd_match_get_state (f.match), ==, QD_MATCH_STATE_ENDED);
  g_assert_cmpstr (f.c.log->str, ==, "1:0+2 ");
  g_assert_cmpuint (qd_match_get_result (f.match)->plies, ==, 2);
  front_clear (&f);
}

static void
test_async_pause (void)
{
  Front f;

  /* A computer's move waits its pause, and Stop drops it. */
  front_init (&f, 5, "2", "h");
  qd_match_set_pauses (f.match, 0, 50);
  qd_match_go (f.match);
  while (qd_match_get_job (f.match) != NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (qd_match_get_state (f.match), ==, QD_MATCH_STATE_THINKING);
  g_assert_cmpuint (f.c.total, ==, 0);
  qd_match_stop (f.match);
  g_assert_cmpint (qd_match_get_state (f.match), ==, QD_MATCH_STATE_IDLE);
  /* Play: the move comes after its pause. */
  qd_match_go (f.match);
  wait_turn (&f);
  g_assert_cmpstr (f.c.log->str, ==, "0:0+2 ");
  g_assert_cmpint (qd_match_get_state (f.match), ==, QD_MATCH_STATE_WAITING);
  front_clear (&f);

  /* A delay before the computer's turn: no job yet, and Stop drops it. */
  front_init (&f, 5, "2", "h");
  qd_match_set_pauses (f.match, 50, 0);
  qd_match_go (f.match);
  g_assert_cmpint (qd_match_get_state (f.match), ==, QD_MATCH_STATE_THINKING);
  g_assert_null (qd_match_get_job (f.match));
  qd_match_stop (f.match);
  g_assert_cmpint (qd_match_get_state (f.match), ==, QD_MATCH_STATE_IDLE);
  qd_match_go (f.match);
  wait_turn (&f);
  g_assert_cmpstr (f.c.log->str, ==, "0:0+2 ");
  front_clear (&f);
}

static void
test_async_step (void)
{
  Front f;

  /* Two people: a step gives the person's turn to the computer, once. */
  front_init (&f, 5, "h", "h");
  qd_match_go (f.match);
  g_assert_cmpint (qd_match_get_state (f.match), ==, QD_MATCH_STATE_WAITING);
  g_assert_true (qd_match_step (f.match));
  g_assert_false (qd_match_step (f.match));
  wait_turn (&f);
  g_assert_cmpstr (f.c.log->str, ==, "0:0+1 ");
  g_assert_cmpint (qd_match_get_state (f.match), ==, QD_MATCH_STATE_WAITING);
  g_assert_cmpuint (qd_match_get_player (f.match), ==, 1);
  /* After a step the computers are held back until Play. */
  f.names[0] = "1";
  g_assert_true (qd_match_submit_move (f.match, 1, NULL));
  g_assert_cmpint (qd_match_get_state (f.match), ==, QD_MATCH_STATE_IDLE);
  qd_match_go (f.match);
  g_assert_cmpint (qd_match_get_state (f.match), ==, QD_MATCH_STATE_THINKING);
  wait_turn (&f);
  g_assert_cmpstr (f.c.log->str, ==, "0:0+1 1:1+1 2:0+1 ");
  front_clear (&f);
}

static void
test_async_front_plays (void)
{
  Front f;
  g_autoptr(GError) error = NULL;

  front_init_driven (&f, &viewing_driver, 3, "h", "1");
  qd_match_go (f.match);
  /* The rules judge over the copy: an illegal move is refused unplayed. */
  g_assert_false (qd_match_submit_move (f.match, 3, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_assert_cmpuint (f.plays, ==, 0);
  /* The person's 2 and the computer's 1 (its choice made over the copy),
   * each played by the front end on its document, which ends the game. */
  g_assert_true (qd_match_submit_move (f.match, 2, NULL));
  wait_turn (&f);
  g_assert_cmpint (qd_match_get_state (f.match), ==, QD_MATCH_STATE_ENDED);
  g_assert_cmpuint (f.plays, ==, 2);
  g_assert_cmpuint (f.c.total, ==, 3);
  g_assert_cmpstr (f.c.log->str, ==, "0:0+2 1:1+1 ");
  g_assert_cmpint (qd_match_get_result (f.match)->winner, ==, 2);
  g_assert_cmpuint (qd_match_get_plies (f.match), ==, 2);
  front_clear (&f);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/match/to-the-end", test_to_the_end);
  g_test_add_func ("/match/forfeit", test_forfeit_and_plies);
  g_test_add_func ("/match/no-move", test_no_move);
  g_test_add_func ("/match/json", test_json);
  g_test_add_func ("/match/json-refused", test_json_refused);
  g_test_add_func ("/match/async/person-and-computer", test_async_person_and_computer);
  g_test_add_func ("/match/async/computers", test_async_computers_to_the_end);
  g_test_add_func ("/match/async/forfeit", test_async_forfeit);
  g_test_add_func ("/match/async/stop", test_async_stop);
  g_test_add_func ("/match/async/step", test_async_step);
  g_test_add_func ("/match/async/pause", test_async_pause);
  g_test_add_func ("/match/async/front-plays", test_async_front_plays);
  return g_test_run ();
}
