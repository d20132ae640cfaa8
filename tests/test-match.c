/* test-match.c — core/qd-match: the one match loop on a toy game worked by
 * hand (who moves, the end, a forfeit, a stop, the clock, a person without
 * input), and the result's JSON both ways: escapes, null winners, numbers,
 * and text that is not a result. */
#include "config.h"

#include <string.h>

#include "core/qd-match.h"

/* Counting to `goal`: each player adds 1 or 2 in turn; who reaches the goal
 * wins.  The move chosen is the player's `name`'s digit; "x" forfeits. */
typedef struct {
  guint total, goal, to_move;
  GString *log;
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

static const QdMatchRules count_rules = {
  .to_move = count_to_move, .over = count_over, .choose = count_choose, .play = count_play, .move_text = count_text,
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

      g_test_message ("%s", bad[i]);
      g_assert_false (qd_match_result_from_json (bad[i], strlen (bad[i]), &back, &error));
      g_assert_nonnull (error);
      g_assert_null (back.reason);
    }
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
  return g_test_run ();
}
