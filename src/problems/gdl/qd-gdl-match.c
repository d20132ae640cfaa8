/* qd-gdl-match.c — a GDL game in the match loop (qd-gdl-match.h). */
#include "config.h"
#include "qd-gdl-match.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-text.h"
#include "qd-gdl-transcript.h"

/* The legal moves a person's prompt lists at most. */
#define PROMPT_MOVES 24

/* Tic-tac-toe in GDL (data/examples/gdl/tictactoe.kif without its
 * comments): agent-test's game, which has no file. */
const char qd_gdl_tictactoe_text[] =
  "(role x) (role o)\n"
  "(init (cell 1 1 b)) (init (cell 1 2 b)) (init (cell 1 3 b))\n"
  "(init (cell 2 1 b)) (init (cell 2 2 b)) (init (cell 2 3 b))\n"
  "(init (cell 3 1 b)) (init (cell 3 2 b)) (init (cell 3 3 b))\n"
  "(init (control x))\n"
  "(opponent x o) (opponent o x)\n"
  "(<= (legal ?p (mark ?r ?c)) (true (control ?p)) (true (cell ?r ?c b)))\n"
  "(<= (legal ?q noop) (true (control ?p)) (opponent ?p ?q))\n"
  "(<= (next (cell ?r ?c ?p)) (does ?p (mark ?r ?c)))\n"
  "(<= (next (cell ?r ?c ?m)) (true (cell ?r ?c ?m)) (distinct ?m b))\n"
  "(<= (next (cell ?r ?c b)) (true (cell ?r ?c b)) (not (played ?r ?c)))\n"
  "(<= (played ?r ?c) (does ?p (mark ?r ?c)))\n"
  "(<= (next (control ?q)) (true (control ?p)) (opponent ?p ?q))\n"
  "(<= (line ?p) (role ?p) (true (cell ?r 1 ?p)) (true (cell ?r 2 ?p)) (true (cell ?r 3 ?p)))\n"
  "(<= (line ?p) (role ?p) (true (cell 1 ?c ?p)) (true (cell 2 ?c ?p)) (true (cell 3 ?c ?p)))\n"
  "(<= (line ?p) (role ?p) (true (cell 1 1 ?p)) (true (cell 2 2 ?p)) (true (cell 3 3 ?p)))\n"
  "(<= (line ?p) (role ?p) (true (cell 1 3 ?p)) (true (cell 2 2 ?p)) (true (cell 3 1 ?p)))\n"
  "(<= open (true (cell ?r ?c b)))\n"
  "(<= terminal (role ?p) (line ?p))\n"
  "(<= terminal (not open))\n"
  "(<= (goal ?p 100) (line ?p))\n"
  "(<= (goal ?p 0) (opponent ?p ?q) (line ?q))\n"
  "(<= (goal ?p 50) (role ?p) (not (line x)) (not (line o)))\n";

/* The error of a game that is no match: one role (a puzzle), or a first
 * state where the game cannot go on. */
static gboolean
check_start (QdGdlMatch *m, GError **error)
{
  if (m->n_roles < 2)
    {
      g_set_error_literal (error, QD_GDL_ERROR, QD_GDL_ERROR_UNSUPPORTED,
                           _("a game of one role is a puzzle, not a game between players: solve it with --solve"));
      g_prefix_error (error, "%s: ", m->name);
      return FALSE;
    }
  if (qd_gdl_match_mover (m) < 0 && m->stuck != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&m->stuck));
      return FALSE;
    }
  return TRUE;
}

QdGdlMatch *
qd_gdl_match_new (const char *text, gsize length, const char *name, GRand *rand, GError **error)
{
  QdGdlGame *game = qd_gdl_game_new (text, length, name, NULL, error);

  return game == NULL ? NULL : qd_gdl_match_new_for_game (game, text, length, name, rand, error);
}

QdGdlMatch *
qd_gdl_match_new_for_game (QdGdlGame *game, const char *text, gsize length, const char *name, GRand *rand,
                           GError **error)
{
  g_autoptr(QdGdlMatch) m = g_new0 (QdGdlMatch, 1);

  m->moves = g_array_new (FALSE, FALSE, sizeof (guint32));
  m->movers = g_array_new (FALSE, FALSE, sizeof (guint8));
  m->game = game;
  m->text = g_strndup (text, length);
  m->name = g_strdup (name);
  m->rand = rand;
  m->max_plies = QD_GDL_DEFAULT_MAX_PLIES;
  m->words = qd_gdl_game_state_words (m->game);
  m->n_roles = qd_gdl_game_n_roles (m->game);
  m->state = g_new0 (guint64, m->words);
  qd_gdl_game_initial (m->game, m->state);
  if (!check_start (m, error))
    return NULL;
  return g_steal_pointer (&m);
}

QdGdlMatch *
qd_gdl_match_new_from_file (const char *path, GRand *rand, GError **error)
{
  gsize length = 0;
  g_autofree char *text = qd_gdl_file_contents (path, &length, error);

  return text == NULL ? NULL : qd_gdl_match_new (text, length, path, rand, error);
}

void
qd_gdl_match_free (QdGdlMatch *match)
{
  if (match == NULL)
    return;
  qd_gdl_game_free (match->game);
  g_free (match->text), g_free (match->name), g_free (match->state);
  g_array_unref (match->moves), g_array_unref (match->movers);
  g_clear_error (&match->stuck);
  g_free (match);
}

gpointer
qd_gdl_match_new_test (GRand *rand)
{
  return qd_gdl_match_new (qd_gdl_tictactoe_text, strlen (qd_gdl_tictactoe_text), "tictactoe.kif", rand, NULL);
}

/* A state that is not terminal where a role has no legal move. */
static void
set_no_move (QdGdlMatch *m, guint role)
{
  qd_gdl_game_no_move_error (m->game, role, &m->stuck);
}

gint
qd_gdl_match_mover (QdGdlMatch *m)
{
  g_autofree guint32 *moves = NULL;
  guint32 choosers;
  gint role, n;

  if (m->stuck != NULL || !qd_gdl_game_evaluate (m->game, m->state, &m->stuck)
      || qd_gdl_game_terminal (m->game, m->state) || qd_gdl_match_cut (m))
    return -1;
  moves = g_new (guint32, qd_gdl_game_max_legal (m->game));
  for (guint r = 0; r < m->n_roles; r++)
    {
      n = qd_gdl_game_legal (m->game, m->state, r, moves, &m->stuck);
      if (n == 0)
        set_no_move (m, r);
      if (n <= 0)
        return -1;
    }
  if ((n = qd_gdl_game_choosers (m->game, m->state, &choosers, &m->stuck)) < 0)
    return -1;
  /* the roles choosing together: the first that has not chosen yet */
  if (n > 1)
    return g_bit_nth_lsf (choosers & ~m->chosen, -1);
  role = qd_gdl_game_mover (m->game, m->state, &m->stuck);
  if (role < 0 && m->stuck == NULL)
    set_no_move (m, 0);
  return role;
}

gboolean
qd_gdl_match_cut (QdGdlMatch *m)
{
  return qd_gdl_game_cut (m->game, m->state, m->plies, m->max_plies, NULL);
}

gboolean
qd_gdl_match_waiting (const QdGdlMatch *match)
{
  return match->chosen != 0;
}

void
qd_gdl_match_play (QdGdlMatch *m, guint32 move)
{
  gint mover = qd_gdl_match_mover (m);
  guint32 choosers = 0, start = m->moves->len;

  g_return_if_fail (mover >= 0);
  m->pending[mover] = move;
  m->chosen |= 1u << mover;
  qd_gdl_game_choosers (m->game, m->state, &choosers, NULL);
  if ((choosers & ~m->chosen) != 0)
    return;
  /* every role has chosen: the others play their only move */
  if (!qd_gdl_game_play_choices (m->game, m->state, m->chosen, m->pending, m->moves, m->movers, &m->stuck))
    return;
  m->joint_start = start;
  m->chosen = 0;
  m->plies++;
}

QdGdlGame *
qd_gdl_match_game_copy (QdGdlMatch *m, GError **error)
{
  return qd_gdl_game_copy (m->game, error);
}

gint
qd_gdl_match_move_of (QdGdlMatch *m, QdGdlGame *copy, guint32 move)
{
  gint mover = qd_gdl_match_mover (m);

  return mover < 0 ? -1 : qd_gdl_game_move_parse (m->game, m->state, (guint) mover,
                                                  qd_gdl_game_move_text (copy, move));
}

void
qd_gdl_match_goals (QdGdlMatch *m, gint *goals)
{
  for (guint r = 0; r < m->n_roles; r++)
    goals[r] = qd_gdl_game_goal (m->game, m->state, r);
}

char *
qd_gdl_match_record (QdGdlMatch *m, const char *const *players)
{
  g_autofree char *name = g_path_get_basename (m->name);
  g_autofree char *base = qd_text_escape_name (name);
  GString *out = g_string_new (NULL);

  /* The names as one line each: a line end in one never starts a move. */
  g_string_append_printf (out, "; gdl game of %s\n", base);
  for (guint r = 0; players != NULL && r < m->n_roles; r++)
    if (players[r] != NULL)
      {
        g_autofree char *player = qd_text_escape_name (players[r]);

        g_string_append_printf (out, "; %s %s\n", qd_gdl_game_role_name (m->game, r), player);
      }
  for (guint i = 0; i < m->moves->len; i++)
    g_string_append_printf (out, "%s %s\n",
                            qd_gdl_game_role_name (m->game, g_array_index (m->movers, guint8, i)),
                            qd_gdl_game_move_text (m->game, g_array_index (m->moves, guint32, i)));
  return g_string_free (out, FALSE);
}

/* ------------------------------------------------------------ the rules */

static guint
to_move (gpointer game)
{
  return (guint) MAX (qd_gdl_match_mover (game), 0);
}

static guint
n_players (gpointer game)
{
  return ((QdGdlMatch *) game)->n_roles;
}

/* The winner by the goal values: the role with the highest alone (its
 * number from 1), 0 when two or more share it; the scores are the goals /
 * 100 (a role without one: 0). */
static gboolean
over (gpointer game, QdMatchResult *result)
{
  QdGdlMatch *m = game;
  gint goals[QD_GDL_MAX_ROLES], best = -2, winner = 0;
  g_autofree char *reason = NULL;

  if (qd_gdl_match_mover (m) >= 0)
    return FALSE;
  result->n_players = m->n_roles;
  if (m->stuck != NULL || qd_gdl_match_cut (m))
    {
      /* the ply limit: the machine's words, as the goals' (not translated) */
      reason = m->stuck != NULL ? g_strdup (m->stuck->message) : g_strdup_printf ("ply limit %u", m->max_plies);
      qd_match_result_set_winner (result, 0, reason);
      result->winner = -1;
      memset (result->scores, 0, sizeof result->scores);
      return TRUE;
    }
  qd_gdl_match_goals (m, goals);
  for (guint r = 0; r < m->n_roles; r++)
    if (goals[r] > best)
      best = goals[r], winner = (gint) r + 1;
    else if (goals[r] == best)
      winner = 0;
  reason = qd_gdl_goals_text (m->game, goals);
  qd_match_result_set_winner (result, 0, reason);
  result->winner = winner;
  for (guint r = 0; r < m->n_roles; r++)
    result->scores[r] = MAX (goals[r], 0) / 100.0;
  return TRUE;
}

static QdMatchEnd
choose (gpointer game, const QdMatchTurn *turn, guint32 *move, GError **cause)
{
  QdGdlMatch *m = game;
  /* An outside agent as it is, else the player's name read. */
  QdGdlAgent agent = { .kind = QD_GDL_AGENT_OUTSIDE, .outside = turn->who->outside };
  QdGdlChooseOptions options = {
    .rand = m->rand, .deadline_us = turn->deadline_us, .stop = turn->stop, .tree = m->tree,
    .history = (const guint32 *) (gconstpointer) m->moves->data, .n_history = m->moves->len,
    .plies = m->plies, .rules_text = m->text, .max_plies = m->max_plies,
  };
  QdGdlChoice choice;

  if (agent.outside == NULL && !qd_gdl_agent_parse (turn->who->name, &agent, cause))
    return QD_MATCH_FORFEIT;
  if (!qd_gdl_agent_choose_role (&agent, m->game, m->state, turn->player, &options, &choice))
    return qd_match_no_move (turn, choice.forfeit, cause);
  *move = choice.move;
  m->search = choice.search;
  return QD_MATCH_MOVED;
}

static void
play (gpointer game, guint32 move)
{
  qd_gdl_match_play (game, move);
}

static char *
move_text (gpointer game, guint32 move)
{
  QdGdlMatch *m = game;

  return g_strdup (qd_gdl_game_move_text (m->game, move));
}

static char *
prompt (gpointer game, guint player)
{
  QdGdlMatch *m = game;
  g_autofree guint32 *moves = g_new (guint32, qd_gdl_game_max_legal (m->game));
  gint n = qd_gdl_game_legal (m->game, m->state, player, moves, NULL);
  GString *list = g_string_new (NULL);
  char *text;

  for (gint i = 0; i < MIN (n, PROMPT_MOVES); i++)
    g_string_append_printf (list, i == 0 ? "%s" : ", %s", qd_gdl_game_move_text (m->game, moves[i]));
  if (n > PROMPT_MOVES)
    g_string_append (list, ", …");
  text = g_strdup_printf (_("%s, your move (%s):\n"), qd_gdl_game_role_name (m->game, player), list->str);
  g_string_free (list, TRUE);
  return text;
}

/* A person's move: as written in the file, its parentheses optional
 * (`mark 1 1` is `(mark 1 1)`), any case. */
static gboolean
parse (gpointer game, const char *text, guint32 *move, GError **error)
{
  QdGdlMatch *m = game;
  g_autofree char *word = g_strstrip (g_strdup (text));
  g_autofree char *wrapped = g_strdup_printf ("(%s)", word);
  gint mover = qd_gdl_match_mover (m), id = -1;

  if (mover >= 0)
    id = qd_gdl_game_move_parse (m->game, m->state, (guint) mover, word);
  if (id < 0 && mover >= 0 && word[0] != '(')
    id = qd_gdl_game_move_parse (m->game, m->state, (guint) mover, wrapped);
  if (id < 0)
    {
      g_set_error (error, QD_GDL_ERROR, QD_GDL_ERROR_ILLEGAL, _("“%s” is not a legal move here"), word);
      return FALSE;
    }
  *move = (guint32) id;
  return TRUE;
}

const QdMatchRules qd_gdl_match_rules = {
  .to_move = to_move, .n_players = n_players, .over = over, .choose = choose, .play = play, .move_text = move_text,
  .prompt = prompt, .parse = parse,
};

const QdProblemGame qd_gdl_problem_game = {
  .protocol = "gdl", .rules = &qd_gdl_match_rules,
  .test_match = qd_gdl_match_new_test, .free_match = (void (*) (gpointer)) qd_gdl_match_free,
  .player_options = { "--p1", "--p2" }, .has_seed = TRUE, .default_opponent = "random",
  .file_argument = N_("FILE"), .record_option = "--save", .record_extension = "gdlgame",
  .agents = (const char *const[]) { "alphabeta:3", "mcts:1000", NULL },
};
