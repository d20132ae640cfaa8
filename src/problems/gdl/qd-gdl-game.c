/* qd-gdl-game.c — a GDL game: roles, states as bitsets, legal moves, next,
 * terminal, goals, over the ground network or the non-ground evaluation;
 * turns and the hash (perft: qd-gdl-perft.c). */
#include "config.h"
#include "qd-gdl-game-private.h"

#include <glib/gi18n.h>
#include <string.h>

void
qd_gdl_options_init (QdGdlOptions *options)
{
  *options = (QdGdlOptions) { .max_ground_rules = QD_GDL_MAX_GROUND_RULES };
}

void
qd_gdl_game_free (QdGdlGame *game)
{
  if (game == NULL)
    return;
  qd_gdl_program_clear (&game->program);
  qd_gdl_net_clear (&game->net);
  g_clear_pointer (&game->moves, g_array_unref);
  g_clear_pointer (&game->move_ids, g_array_unref);
  g_clear_pointer (&game->move_texts, g_ptr_array_unref);
  g_clear_pointer (&game->fact_ids, g_array_unref);
  g_clear_pointer (&game->fact_terms, g_array_unref);
  g_clear_pointer (&game->legal, g_array_unref);
  g_clear_pointer (&game->derived, g_array_unref);
  g_clear_pointer (&game->input, g_array_unref);
  qd_gdl_game_drop_flat (game);
  qd_gdl_rule_set_clear (&game->init_rules);
  qd_gdl_rule_set_clear (&game->state_rules);
  qd_gdl_rule_set_clear (&game->move_rules);
  for (guint i = 0; i < G_N_ELEMENTS (game->whole_rules); i++)
    qd_gdl_rule_set_clear (&game->whole_rules[i]);
  g_free (game->fixed);
  if (game->has_static)
    {
      qd_gdl_facts_clear (&game->static_facts);
      qd_gdl_facts_clear (&game->eval_facts);
    }
  g_clear_pointer (&game->true_terms, g_array_unref);
  g_clear_pointer (&game->source, g_bytes_unref);
  g_clear_pointer (&game->kept_copies, g_ptr_array_unref);
  g_free (game->cached);
  g_free (game);
}

/* ---- the non-ground side (numbering facts and moves, the facts of an
 * evaluation, its terms forgotten: qd-gdl-game-facts.c) */

static guint32
state_term (const QdGdlGame *game, guint f)
{
  return game->grounded ? game->net.fact_terms[f] : g_array_index (game->fact_terms, guint32, f);
}

void
qd_gdl_game_state_facts (QdGdlGame *game, const guint64 *state, QdGdlFacts *facts)
{
  QdGdlStore *store = &game->program.store;

  qd_gdl_facts_init (facts);
  for (guint f = 0; f < game->words * 64; f++)
    if (state[f >> 6] >> (f & 63) & 1)
      {
        guint32 arg = state_term (game, f);

        qd_gdl_facts_add (facts, store, qd_gdl_store_make (store, QD_GDL_SYM_TRUE, FALSE, 1, &arg));
      }
}

/* Sets the bit of F for each fact (KEYWORD F) rule set `which` derived
 * over `facts`: init or next. */
static gboolean
state_of_facts (QdGdlGame *game, guint which, const QdGdlFacts *facts, guint32 keyword, guint64 *state,
                GError **error)
{
  guint n;
  const guint32 *derived = qd_gdl_game_derived (game, which, facts, keyword, 1, &n);

  for (guint i = 0; i < n; i++)
    {
      gint f = qd_gdl_game_fact_id (game, derived[i]);

      if (f >= 0)
        state[f >> 6] |= G_GUINT64_CONSTANT (1) << (f & 63);
      else
        {
          g_set_error (error, QD_GDL_ERROR, QD_GDL_ERROR_LIMIT, _("%s: more than %d facts in the states"),
                       game->program.name, QD_GDL_MAX_STATE_FACTS);
          return FALSE;
        }
    }
  return TRUE;
}

static gint
role_of (const QdGdlGame *game, guint32 term)
{
  for (guint r = 0; r < game->program.roles->len; r++)
    if (g_array_index (game->program.roles, guint32, r) == term)
      return r;
  return -1;
}

static void
goals_begin (QdGdlGame *game)
{
  for (guint r = 0; r < QD_GDL_MAX_ROLES; r++)
    {
      game->goal[r] = game->goal_max[r] = -1;
      game->goal_set[r][0] = game->goal_set[r][1] = 0;
    }
}

static void
goals_add (QdGdlGame *game, guint role, gint value)
{
  game->goal[role] = game->goal[role] < 0 ? value : MIN (game->goal[role], value);
  game->goal_max[role] = MAX (game->goal_max[role], value);
  game->goal_set[role][value >> 6] |= G_GUINT64_CONSTANT (1) << (value & 63);
}

/* The legal moves, goals and terminal a state's rules (set 1) derived
 * over `facts`. */
static void
read_conclusions (QdGdlGame *game, const QdGdlFacts *facts)
{
  const QdGdlStore *store = &game->program.store;
  const guint32 *derived;
  guint n;

  g_array_set_size (game->legal, 0);
  derived = qd_gdl_game_derived (game, 1, facts, QD_GDL_SYM_LEGAL, 2, &n);
  for (guint i = 0; i < n; i++)
    {
      gint role = role_of (game, derived[2 * i]);
      guint32 id;

      if (role < 0)
        continue;
      id = qd_gdl_game_move_id (game, role, derived[2 * i + 1]);
      g_array_append_val (game->legal, id);
    }
  goals_begin (game);
  derived = qd_gdl_game_derived (game, 1, facts, QD_GDL_SYM_GOAL, 2, &n);
  for (guint i = 0; i < n; i++)
    {
      gint value, role = role_of (game, derived[2 * i]);

      if (role >= 0 && qd_gdl_term_number (store, derived[2 * i + 1], &value))
        goals_add (game, role, value);
    }
  qd_gdl_game_derived (game, 1, facts, QD_GDL_SYM_TERMINAL, 0, &n);
  game->terminal = n > 0;
}

/* The state's facts on one line, for messages; free it. */
static char *
state_line (QdGdlGame *game, const guint64 *state)
{
  char *facts = qd_gdl_game_state_text (game, state);

  g_strdelimit (facts, "\n", ' ');
  return g_strchomp (facts);
}

/* The ground network's goals in the state it evaluated last. */
static void
read_net_goals (QdGdlGame *game)
{
  goals_begin (game);
  for (guint i = 0; i < game->net.goals->len; i += 2)
    {
      guint32 atom = g_array_index (game->net.goals, guint32, i);
      guint32 code = g_array_index (game->net.goals, guint32, i + 1);

      if (game->net.values[atom] && code / 256 < QD_GDL_MAX_ROLES)
        goals_add (game, code / 256, code % 256);
    }
}

/* Whether the state evaluated last is terminal. */
static gboolean
evaluated_terminal (const QdGdlGame *game)
{
  if (game->grounded)
    return game->net.terminal != QD_GDL_NONE && game->net.values[game->net.terminal];
  return game->terminal;
}

/* One goal value per role where goals are the game's result, a terminal
 * state (GGP Base's state machine asks goals there, and its validator
 * checks them there alone): an error naming the role, the state and two of
 * its values (the least and the greatest, whatever the order of the rules
 * or of the evaluation).  A state that is not terminal may give a role
 * several (merrills before a piece is placed: 0, 50 and 100), read as
 * qd-gdl.h says. */
static gboolean
check_goals (QdGdlGame *game, const guint64 *state, GError **error)
{
  if (!evaluated_terminal (game))
    return TRUE;
  for (guint r = 0; r < game->program.roles->len; r++)
    if (game->goal[r] != game->goal_max[r])
      {
        g_autofree char *facts = state_line (game, state);

        g_set_error (error, QD_GDL_ERROR, QD_GDL_ERROR_INVALID,
                     _("%s: the role %s has two goal values, %d and %d, in the terminal state %s: a role has one "
                       "goal value where the game ends"),
                     game->program.name, qd_gdl_game_role_name (game, r), game->goal[r], game->goal_max[r], facts);
        return FALSE;
      }
  return TRUE;
}

static gboolean
evaluate (QdGdlGame *game, const guint64 *state, GError **error)
{
  if (game->cache_valid && memcmp (game->cached, state, game->words * sizeof (guint64)) == 0)
    return TRUE;
  game->cache_valid = FALSE;
  if (game->grounded)
    {
      qd_gdl_net_eval_state (&game->net, state);
      read_net_goals (game);
    }
  else
    {
      QdGdlGameMark mark = qd_gdl_game_mark (game);
      QdGdlFacts *facts;
      gboolean ok = qd_gdl_game_evaluate_rules (game, 1, state, NULL, &facts, error);

      if (ok)
        read_conclusions (game, facts);
      qd_gdl_game_forget (game, &mark);
      if (!ok)
        return FALSE;
    }
  if (!check_goals (game, state, error))
    return FALSE;
  memcpy (game->cached, state, game->words * sizeof (guint64));
  game->cache_valid = TRUE;
  return TRUE;
}

/* ---- for the explanations and the puzzles (qd-gdl-private.h) */

QdGdlProgram *
qd_gdl_game_program (QdGdlGame *game)
{
  return &game->program;
}

gint
qd_gdl_game_fact_bit (QdGdlGame *game, guint32 term)
{
  if (!game->grounded)
    return qd_gdl_game_fact_id (game, term);
  for (guint f = 0; f < game->net.n_facts; f++)
    if (game->net.fact_terms[f] == term)
      return f;
  return -1;
}

guint
qd_gdl_game_role_moves (const QdGdlGame *game, guint role)
{
  guint n = 0;

  if (!game->grounded)
    return QD_GDL_MAX_MOVES;
  for (guint i = 0; i < game->net.legal->len; i++)
    n += g_array_index (game->net.legal, QdGdlLegal, i).role == role;
  return n;
}

guint
qd_gdl_game_max_legal (const QdGdlGame *game)
{
  return game->max_legal;
}

/* ---- the API */

gboolean
qd_gdl_game_evaluation_compiled (const QdGdlGame *game)
{
  return !game->grounded && game->flat[1] != NULL;
}

gboolean
qd_gdl_game_network_dropped (const QdGdlGame *game)
{
  return game->network_dropped;
}

gboolean
qd_gdl_game_is_grounded (const QdGdlGame *game)
{
  return game->grounded;
}

guint
qd_gdl_game_n_atoms (const QdGdlGame *game)
{
  return game->net.n_atoms;
}

guint
qd_gdl_game_n_ground_rules (const QdGdlGame *game)
{
  return game->net.n_ground_rules;
}

guint
qd_gdl_game_n_roles (const QdGdlGame *game)
{
  return game->program.roles->len;
}

const char *
qd_gdl_game_name (const QdGdlGame *game)
{
  return game->program.name;
}

const char *
qd_gdl_game_role_name (const QdGdlGame *game, guint role)
{
  const QdGdlTerm *t = qd_gdl_term (&game->program.store, g_array_index (game->program.roles, guint32, role));

  return g_ptr_array_index (game->program.store.names, t->functor);
}

guint
qd_gdl_game_state_words (const QdGdlGame *game)
{
  return game->words;
}

static gboolean
initial_non_ground (QdGdlGame *game, guint64 *state, GError **error)
{
  QdGdlGameMark mark = qd_gdl_game_mark (game);
  QdGdlFacts *facts;
  gboolean ok;

  memset (state, 0, game->words * sizeof (guint64));
  ok = qd_gdl_game_evaluate_rules (game, 0, NULL, NULL, &facts, error)
       && state_of_facts (game, 0, facts, QD_GDL_SYM_INIT, state, error);
  qd_gdl_game_forget (game, &mark);
  return ok;
}

void
qd_gdl_game_initial (QdGdlGame *game, guint64 *state)
{
  memset (state, 0, game->words * sizeof (guint64));
  if (!game->grounded)
    {
      initial_non_ground (game, state, NULL);
      return;
    }
  for (guint f = 0; f < game->net.n_facts; f++)
    if (game->net.init_bits[f])
      state[f >> 6] |= G_GUINT64_CONSTANT (1) << (f & 63);
}

gint
qd_gdl_game_legal (QdGdlGame *game, const guint64 *state, guint role, guint32 *moves, GError **error)
{
  guint n = 0;

  if (!evaluate (game, state, error))
    return -1;
  if (game->grounded)
    {
      const QdGdlLegal *legal = (const QdGdlLegal *) game->net.legal->data;

      /* a role has at most its legal atoms: max_legal; those that hold are
       * the net's legal bits, in the order of the legal atoms */
      for (guint w = 0; w < game->net.legal_words; w++)
        for (guint64 bits = game->net.legal_bits[w]; bits != 0; bits &= bits - 1)
          {
            guint i = w * 64 + __builtin_ctzll (bits);

            if (legal[i].role == role)
              moves[n++] = i;
          }
      return n;
    }
  for (guint i = 0; i < game->legal->len; i++)
    {
      guint32 id = g_array_index (game->legal, guint32, i);

      if (g_array_index (game->moves, Move, id).role != role)
        continue;
      if (n == game->max_legal)
        {
          g_set_error (error, QD_GDL_ERROR, QD_GDL_ERROR_LIMIT,
                       _("%s: %s has more than %d legal moves in a state (the limit of the evaluation without "
                         "grounding)"),
                       game->program.name, qd_gdl_game_role_name (game, role), game->max_legal);
          return -1;
        }
      moves[n++] = id;
    }
  return n;
}

gboolean
qd_gdl_game_terminal (QdGdlGame *game, const guint64 *state)
{
  if (!evaluate (game, state, NULL))
    return TRUE;
  return evaluated_terminal (game);
}

gint
qd_gdl_game_goal (QdGdlGame *game, const guint64 *state, guint role)
{
  if (!evaluate (game, state, NULL) || game->goal[role] != game->goal_max[role])
    return -1;
  return game->goal[role];
}

guint
qd_gdl_game_goal_values (QdGdlGame *game, const guint64 *state, guint role, guint8 *values)
{
  guint n = 0;

  if (!evaluate (game, state, NULL))
    return 0;
  for (guint v = 0; v <= 100; v++)
    if (game->goal_set[role][v >> 6] >> (v & 63) & 1)
      values[n++] = v;
  return n;
}

gboolean
qd_gdl_game_evaluate (QdGdlGame *game, const guint64 *state, GError **error)
{
  return evaluate (game, state, error);
}

void
qd_gdl_game_joint_facts (QdGdlGame *game, const guint32 *joint, QdGdlFacts *facts)
{
  QdGdlStore *store = &game->program.store;

  for (guint r = 0; r < game->program.roles->len; r++)
    {
      guint32 args[2] = { g_array_index (game->program.roles, guint32, r), qd_gdl_game_move_term (game, joint[r]) };

      qd_gdl_facts_add (facts, store, qd_gdl_store_make (store, QD_GDL_SYM_DOES, FALSE, 2, args));
    }
}

static gboolean
next_non_ground (QdGdlGame *game, const guint64 *state, const guint32 *joint, guint64 *next, GError **error)
{
  QdGdlGameMark mark = qd_gdl_game_mark (game);
  QdGdlFacts *facts;
  gboolean ok = qd_gdl_game_evaluate_rules (game, 2, state, joint, &facts, error);

  /* `next` may be `state`, read by the evaluation */
  memset (next, 0, game->words * sizeof (guint64));
  ok = ok && state_of_facts (game, 2, facts, QD_GDL_SYM_NEXT, next, error);
  qd_gdl_game_forget (game, &mark);
  return ok;
}

gboolean
qd_gdl_game_next (QdGdlGame *game, const guint64 *state, const guint32 *joint, guint64 *next, GError **error)
{
  guint32 does[QD_GDL_MAX_ROLES];
  guint n = game->program.roles->len;

  if (!game->grounded)
    return next_non_ground (game, state, joint, next, error);
  if (!evaluate (game, state, error))
    return FALSE;
  for (guint r = 0; r < n; r++)
    does[r] = g_array_index (game->net.legal, QdGdlLegal, joint[r]).does;
  /* the cache keeps the state's content, so `next` may be `state` */
  qd_gdl_net_eval_next (&game->net, does, n, next);
  return TRUE;
}

guint32
qd_gdl_game_move_term (const QdGdlGame *game, guint32 move)
{
  return game->grounded ? g_array_index (game->net.legal, QdGdlLegal, move).move
                        : g_array_index (game->moves, Move, move).term;
}

const char *
qd_gdl_game_move_text (QdGdlGame *game, guint32 move)
{
  guint32 term = qd_gdl_game_move_term (game, move);

  if (move >= game->move_texts->len)
    g_ptr_array_set_size (game->move_texts, move + 1);
  if (game->move_texts->pdata[move] == NULL)
    {
      GString *text = g_string_new (NULL);

      qd_gdl_term_print (&game->program.store, term, text);
      game->move_texts->pdata[move] = g_string_free (text, FALSE);
    }
  return game->move_texts->pdata[move];
}


static void
normalize (const char *text, GString *out)
{
  gboolean space = FALSE;

  for (const char *p = text; *p != '\0'; p++)
    {
      if (g_ascii_isspace (*p))
        {
          space = out->len > 0;
          continue;
        }
      if (space && *p != ')' && out->str[out->len - 1] != '(')
        g_string_append_c (out, ' ');
      space = FALSE;
      g_string_append_c (out, g_ascii_tolower (*p));
    }
}

gint
qd_gdl_game_move_parse (QdGdlGame *game, const guint64 *state, guint role, const char *text)
{
  g_autofree guint32 *moves = g_new (guint32, game->max_legal);
  g_autoptr(GString) want = g_string_new (NULL);
  gint n = qd_gdl_game_legal (game, state, role, moves, NULL);

  normalize (text, want);
  for (gint i = 0; i < n; i++)
    {
      g_autoptr(GString) have = g_string_new (NULL);

      normalize (qd_gdl_game_move_text (game, moves[i]), have);
      if (g_str_equal (have->str, want->str))
        return moves[i];
    }
  return -1;
}

static gint
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

char *
qd_gdl_game_state_text (QdGdlGame *game, const guint64 *state)
{
  g_autoptr(GPtrArray) facts = g_ptr_array_new_with_free_func (g_free);
  GString *out = g_string_new (NULL);

  for (guint f = 0; f < game->words * 64; f++)
    if (state[f >> 6] >> (f & 63) & 1)
      {
        GString *fact = g_string_new (NULL);

        qd_gdl_term_print (&game->program.store, state_term (game, f), fact);
        g_ptr_array_add (facts, g_string_free (fact, FALSE));
      }
  g_ptr_array_sort (facts, compare_strings);
  for (guint i = 0; i < facts->len; i++)
    g_string_append_printf (out, "%s\n", (char *) facts->pdata[i]);
  return g_string_free (out, FALSE);
}

char *
qd_gdl_game_facts_text (QdGdlGame *game)
{
  guint n = game->grounded ? game->net.n_facts : game->fact_terms->len;
  g_autofree guint64 *all = g_new0 (guint64, game->words);

  for (guint f = 0; f < n && f < game->words * 64; f++)
    all[f >> 6] |= G_GUINT64_CONSTANT (1) << (f & 63);
  return qd_gdl_game_state_text (game, all);
}

guint64
qd_gdl_game_hash (const QdGdlGame *game, const guint64 *state)
{
  guint64 h = G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);

  for (guint i = 0; i < game->words; i++)
    {
      h ^= state[i] + i;
      h *= G_GUINT64_CONSTANT (0xff51afd7ed558ccd);
      h ^= h >> 33;
    }
  return h;
}

guint
qd_gdl_game_n_moves (const QdGdlGame *game)
{
  return game->grounded ? game->net.legal->len : game->moves->len;
}

const QdGdlNet *
qd_gdl_game_state_net (QdGdlGame *game, const guint64 *state)
{
  if (!game->grounded || !evaluate (game, state, NULL))
    return NULL;
  return &game->net;
}

/* ---- turns */

/* The roles with a choice in `state` (two or more of them): for messages. */
static gboolean
simultaneous_error (QdGdlGame *game, const guint64 *state, guint32 choosers, GError **error)
{
  g_autofree char *facts = state_line (game, state);
  g_autoptr(GString) names = g_string_new (NULL);

  for (guint r = 0; r < game->program.roles->len; r++)
    if (choosers >> r & 1)
      g_string_append_printf (names, names->len == 0 ? "%s" : ", %s", qd_gdl_game_role_name (game, r));
  g_set_error (error, QD_GDL_ERROR, QD_GDL_ERROR_UNSUPPORTED,
               _("%s: the roles %s move together in the state %s: this needs one role on turn"),
               game->program.name, names->str, facts);
  return FALSE;
}

/* The role's legal moves in the state evaluated last, counted up to 2,
 * and the first in *first: what the mover needs, without a buffer. */
static gint
count_legal (const QdGdlGame *game, guint role, guint32 *first)
{
  gint n = 0;

  if (game->grounded)
    {
      const QdGdlLegal *legal = (const QdGdlLegal *) (gconstpointer) game->net.legal->data;

      for (guint w = 0; w < game->net.legal_words && n < 2; w++)
        for (guint64 bits = game->net.legal_bits[w]; bits != 0 && n < 2; bits &= bits - 1)
          {
            guint i = w * 64 + __builtin_ctzll (bits);

            if (legal[i].role == role && n++ == 0)
              *first = i;
          }
      return n;
    }
  for (guint i = 0; i < game->legal->len && n < 2; i++)
    {
      guint32 id = g_array_index (game->legal, guint32, i);

      if (g_array_index (game->moves, Move, id).role == role && n++ == 0)
        *first = id;
    }
  return n;
}

gint
qd_gdl_game_choosers (QdGdlGame *game, const guint64 *state, guint32 *choosers, GError **error)
{
  guint32 first = 0;
  gint n = 0;

  *choosers = 0;
  if (!evaluate (game, state, error))
    return -1;
  for (guint r = 0; r < game->program.roles->len; r++)
    if (count_legal (game, r, &first) > 1)
      *choosers |= 1u << r, n++;
  return n;
}

gint
qd_gdl_game_mover (QdGdlGame *game, const guint64 *state, GError **error)
{
  guint n_roles = game->program.roles->len;
  gint counts[QD_GDL_MAX_ROLES], chooser = -1, first_real = -1;
  guint32 first = 0, choosers = 0;

  if (qd_gdl_game_terminal (game, state) || !evaluate (game, state, error))
    return -1;
  for (guint r = 0; r < n_roles; r++)
    {
      counts[r] = count_legal (game, r, &first);
      if (counts[r] > 1)
        choosers |= 1u << r;
      if (counts[r] > 1 && chooser < 0)
        chooser = r;
      if (counts[r] == 1 && first_real < 0
          && qd_gdl_term (&game->program.store, qd_gdl_game_move_term (game, first))->functor != QD_GDL_SYM_NOOP)
        first_real = r;
    }
  if ((choosers & (choosers - 1)) != 0)
    return simultaneous_error (game, state, choosers, error), -1;
  return chooser >= 0 ? chooser : first_real >= 0 ? first_real : 0;
}

gboolean
qd_gdl_game_simultaneous (const QdGdlGame *game)
{
  return game->simultaneous;
}

/* ---- random play, the ply limit */

gboolean
qd_gdl_game_cut (QdGdlGame *game, const guint64 *state, guint plies, guint max_plies, GError **error)
{
  max_plies = max_plies != 0 ? max_plies : QD_GDL_DEFAULT_MAX_PLIES;
  if (plies < max_plies || qd_gdl_game_terminal (game, state))
    return FALSE;
  g_set_error (error, QD_GDL_ERROR, QD_GDL_ERROR_LIMIT, _("the ply limit ran out: %u plies without the end of the game"),
               max_plies);
  return TRUE;
}

void
qd_gdl_game_no_move_error (QdGdlGame *game, guint role, GError **error)
{
  g_set_error (error, QD_GDL_ERROR, QD_GDL_ERROR_INVALID,
               _("%s: the role %s has no legal move in a state that is not terminal"), game->program.name,
               qd_gdl_game_role_name (game, role));
}

/* ---- making a game */

static gboolean
check_roles (QdGdlGame *game, GError **error)
{
  guint n = game->program.roles->len;

  if (n <= QD_GDL_MAX_ROLES)
    return TRUE;
  {
    GString *names = g_string_new (NULL);

    for (guint r = 0; r < n; r++)
      g_string_append_printf (names, r == 0 ? "%s" : ", %s", qd_gdl_game_role_name (game, r));
    g_set_error (error, QD_GDL_ERROR, QD_GDL_ERROR_UNSUPPORTED,
                 _("%s: %u roles (%s): at most %d roles are supported"), game->program.name, n, names->str,
                 QD_GDL_MAX_ROLES);
    g_string_free (names, TRUE);
    return FALSE;
  }
}

/* A rulesheet read, checked, its roles known: not yet prepared. */
static QdGdlGame *
read_game (const char *text, gsize length, const char *name, GError **error)
{
  g_autoptr(QdGdlGame) game = g_new0 (QdGdlGame, 1);

  qd_gdl_program_init (&game->program, name);
  game->program.text = text;
  game->program.length = length;
  if (!qd_gdl_read (&game->program, text, length, error) || !qd_gdl_check (&game->program, error)
      || !check_roles (game, error))
    return NULL;
  game->program.text = NULL;
  return g_steal_pointer (&game);
}

typedef struct { const char *text; gsize length; const char *name; } Source;

static QdGdlGame *
read_source (gpointer data)
{
  const Source *source = data;

  return read_game (source->text, source->length, source->name, NULL);
}

/* `source` and `budget` NULL with options->force_fallback alone. */
static void
prepare (QdGdlGame *game, const QdGdlOptions *options, const Source *source, const QdGdlGroundBudget *budget)
{
  guint max_rules = options->max_ground_rules != 0 ? options->max_ground_rules : QD_GDL_MAX_GROUND_RULES;

  guint n_terms = game->program.store.terms->len, n_lits = game->program.lits->len;

  game->grounded = !options->force_fallback
                   && (game->ground = qd_gdl_game_ground (game, read_source, (gpointer) source, max_rules,
                                                          options->force_split, budget)) == QD_GDL_GROUND_OK;
  if (!game->grounded)
    {
      /* the grounding's terms and split literals are no one's now: a
       * store of the rules' terms alone hashes in the cache */
      g_array_set_size (game->program.lits, n_lits);
      qd_gdl_store_truncate (&game->program.store, n_terms);
      qd_gdl_net_clear (&game->net);
      game->fixed = g_new0 (guint8, game->program.store.names->len + 1);
      qd_gdl_static_facts (&game->program, &game->static_facts, game->fixed);
      qd_gdl_facts_init (&game->eval_facts);
      game->eval_facts.base = &game->static_facts;
      game->has_static = TRUE;
      qd_gdl_game_rule_sets (game, FALSE);
    }
  game->words = game->grounded ? MAX (1, (game->net.n_facts + 63) / 64) : QD_GDL_MAX_STATE_FACTS / 64;
  game->max_legal = 1;
  for (guint r = 0; r < game->program.roles->len; r++)
    game->max_legal = MAX (game->max_legal, qd_gdl_game_role_moves (game, r));
  game->cached = g_new0 (guint64, game->words);
  game->moves = g_array_new (FALSE, FALSE, sizeof (Move));
  game->move_ids = g_array_new (FALSE, TRUE, sizeof (guint32));
  game->move_texts = g_ptr_array_new_with_free_func (g_free);
  game->fact_ids = g_array_new (FALSE, TRUE, sizeof (guint32));
  game->fact_terms = g_array_new (FALSE, FALSE, sizeof (guint32));
  game->true_terms = g_array_new (FALSE, FALSE, sizeof (guint32));
  game->legal = g_array_new (FALSE, FALSE, sizeof (guint32));
}

/* The game read again and prepared without grounding (a copy weighed
 * against the one being made), or NULL when it is not read. */
static QdGdlGame *
read_without_grounding (const Source *source)
{
  QdGdlGame *game = read_game (source->text, source->length, source->name, NULL);
  QdGdlOptions options;

  if (game == NULL)
    return NULL;
  qd_gdl_options_init (&options);
  options.force_fallback = TRUE;
  prepare (game, &options, NULL, NULL);
  return game;
}

/* Asked when a try of the grounding has done its budget of work: whether
 * the initial state has more than QD_GDL_WIDE_BRANCHING joint moves under
 * the evaluation without grounding (a copy of the game read again), or
 * that evaluation fails.  A search visits a state for each move of the
 * one before, and the evaluation without grounding costs in each state a
 * share of what the grounding costs once: a game of many moves (amazons:
 * 2,176) pays for its grounding within a ply, a game of few (crisscross: 4)
 * plays on long before. */
static gboolean
branches_widely (gpointer data)
{
  g_autoptr(QdGdlGame) game = read_without_grounding (data);
  g_autofree guint64 *state = NULL;
  g_autofree guint32 *moves = NULL;
  guint64 joint = 1;

  if (game == NULL)
    return TRUE;
  state = g_new0 (guint64, game->words);
  moves = g_new (guint32, game->max_legal);
  if (!initial_non_ground (game, state, NULL))
    return TRUE;
  for (guint r = 0; r < game->program.roles->len; r++)
    {
      gint n = qd_gdl_game_legal (game, state, r, moves, NULL);

      if (n < 0)
        return TRUE;
      joint *= MAX (n, 1);
      if (joint > QD_GDL_WIDE_BRANCHING)
        return TRUE;
    }
  return FALSE;
}

/* A grounded game whose network costs much a ply (kalaha_2009, whose
 * stones are counted by 600,000 ground rules): the same game without
 * grounding when, in the random games of the load (the same seed), its
 * rules cost QD_GDL_CHEAPER_BY times less a ply; else NULL, the network
 * plays.  Costs are estimated from work (qd-gdl-private.h). */
static QdGdlGame *
cheaper_rules (const QdGdlGame *game, const Source *source, const QdGdlOptions *options)
{
  g_autoptr(QdGdlGame) rules = NULL;
  guint64 net = qd_gdl_game_ply_cost (game), cost;

  /* the rules play only where no state can hold more facts than their
   * states do, nor a role more moves (the network's atoms bound both) */
  if (!game->grounded || options->keep_network || net <= QD_GDL_NET_MIN_PLY_NS
      || game->net.n_facts > QD_GDL_MAX_STATE_FACTS || game->max_legal > QD_GDL_MAX_MOVES)
    return NULL;
  rules = read_without_grounding (source);
  if (rules == NULL)
    return NULL;
  rules->probe_cap = net;
  rules->probe_budget = game->probe_budget;
  if (!qd_gdl_game_widen_moves (rules, NULL) || !qd_gdl_game_probe (rules, NULL))
    return NULL;
  rules->probe_cap = 0;
  cost = qd_gdl_game_ply_cost (rules);
  if (cost == 0 || cost * QD_GDL_CHEAPER_BY >= net)
    return NULL;
  rules->network_dropped = TRUE;
  return g_steal_pointer (&rules);
}

QdGdlGame *
qd_gdl_game_new (const char *text, gsize length, const char *name, const QdGdlOptions *options, GError **error)
{
  g_autoptr(QdGdlGame) game = NULL;
  QdGdlGame *rules;
  QdGdlOptions defaults;
  Source source = { text, length, name };
  QdGdlGroundBudget budget = { .go_on = branches_widely, .data = &source, .verdict = -1 };
  GError *local = NULL;

  if (options == NULL)
    qd_gdl_options_init (&defaults), options = &defaults;
  game = read_game (text, length, name, error);
  if (game == NULL)
    return NULL;
  budget.work = options->ground_work != 0 ? options->ground_work : QD_GDL_GROUND_WORK;
  game->probe_budget = options->load_games_ns;
  prepare (game, options, &source, &budget);
  if (!qd_gdl_game_first_games (game, &local))
    {
      /* given up as slow: the grounding again, to its limits */
      if (game->ground == QD_GDL_GROUND_SLOW && g_error_matches (local, QD_GDL_ERROR, QD_GDL_ERROR_LIMIT))
        {
          QdGdlOptions unbudgeted = *options;

          g_error_free (local);
          unbudgeted.ground_work = G_MAXUINT64;
          return qd_gdl_game_new (text, length, name, &unbudgeted, error);
        }
      /* past the grounding's limits and then past a limit of the
       * evaluation without it: the game is refused as too big, both said */
      if (!game->grounded && !options->force_fallback && g_error_matches (local, QD_GDL_ERROR, QD_GDL_ERROR_LIMIT))
        {
          const char *why = local->message;

          if (g_str_has_prefix (why, name) && g_str_has_prefix (why + strlen (name), ": "))
            why += strlen (name) + 2;
          g_set_error (error, QD_GDL_ERROR, QD_GDL_ERROR_LIMIT,
                       _("%s: too big: its grounding went past its limits (%d ground atoms, %d ground rules, %d "
                         "join steps), and without grounding %s"),
                       name, QD_GDL_MAX_SPLIT_ATOMS, QD_GDL_MAX_GROUND_RULES, QD_GDL_MAX_SPLIT_STEPS, why);
          g_error_free (local);
        }
      else
        g_propagate_error (error, local);
      return NULL;
    }
  rules = cheaper_rules (game, &source, options);
  if (rules != NULL)
    {
      g_clear_pointer (&game, qd_gdl_game_free);
      game = rules;
    }
  game->flat_on = !game->grounded && !options->no_flat;
  game->source = g_bytes_new (text, length);
  game->options = *options;
  return g_steal_pointer (&game);
}
