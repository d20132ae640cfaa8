/* qd-gdl-game-facts.c — a game's non-ground side between evaluations:
 * its state facts and moves numbered as they come, the one store of facts
 * every evaluation fills, the terms an evaluation made forgotten after
 * it, the rule sets its evaluations run, and a random joint move drawn in
 * the moves' terms' order (not the numbering's). */
#include "config.h"
#include "qd-gdl-game-private.h"

#include <string.h>

/* ---- numbering facts and moves as they come */

/* A map from a term's id (for a move: with its role) to an id + 1, 0
 * for none: an array by the term's id, read without a hash at each state
 * fact and legal move of each state. */
static guint32
map_get (const GArray *map, gsize key)
{
  return key < map->len ? g_array_index (map, guint32, key) : 0;
}

static void
map_set (GArray *map, gsize key, guint32 value)
{
  if (key >= map->len)
    g_array_set_size (map, MAX (key + 1, 2 * map->len));   /* cleared: none */
  g_array_index (map, guint32, key) = value;
}

static gsize
move_key (const QdGdlGame *game, guint32 role, guint32 term)
{
  return (gsize) term * game->program.roles->len + role;
}

gint
qd_gdl_game_fact_id (QdGdlGame *game, guint32 term)
{
  guint id = map_get (game->fact_ids, term);
  guint32 true_term;

  if (id > 0)
    return id - 1;
  if (game->fact_terms->len >= QD_GDL_MAX_STATE_FACTS)
    return -1;
  true_term = qd_gdl_store_make (&game->program.store, QD_GDL_SYM_TRUE, FALSE, 1, &term);
  g_array_append_val (game->fact_terms, term);
  g_array_append_val (game->true_terms, true_term);
  map_set (game->fact_ids, term, game->fact_terms->len);
  return game->fact_terms->len - 1;
}

guint32
qd_gdl_game_move_id (QdGdlGame *game, guint32 role, guint32 term)
{
  guint32 found = map_get (game->move_ids, move_key (game, role, term));
  Move move = { .role = role, .term = term, .does = QD_GDL_NONE };

  if (found != 0)
    return found - 1;
  g_array_append_val (game->moves, move);
  map_set (game->move_ids, move_key (game, role, term), game->moves->len);
  return game->moves->len - 1;
}

/* ---- an evaluation's terms forgotten after it, but those the game keeps
 *
 * Each evaluation makes terms in the store (its demands, its facts), tens
 * of thousands a second of play: kept, the store would grow without end,
 * and every look-up in its table would miss the cache.  They are
 * forgotten after the evaluation (qd_gdl_store_rollback), but the moves'
 * and the state facts' terms that it numbered, made again. */

QdGdlGameMark
qd_gdl_game_mark (const QdGdlGame *game)
{
  return (QdGdlGameMark) { game->program.store.terms->len, game->moves->len, game->fact_terms->len };
}

/* Appends the ground term's tree (functor, arity, the arguments' trees). */
static void
save_term (const QdGdlStore *store, guint32 term, GArray *out)
{
  const QdGdlTerm *t = qd_gdl_term (store, term);
  guint32 head[2] = { t->functor, t->arity };

  g_array_append_vals (out, head, 2);
  for (guint i = 0; i < head[1]; i++)
    save_term (store, qd_gdl_term_args (store, qd_gdl_term (store, term))[i], out);
}

static guint32
load_term (QdGdlStore *store, const guint32 *tree, guint *at)
{
  guint32 functor = tree[(*at)++], arity = tree[(*at)++];
  guint32 room[16];
  g_autofree guint32 *many = arity > G_N_ELEMENTS (room) ? g_new (guint32, arity) : NULL;
  guint32 *args = many != NULL ? many : room;

  for (guint i = 0; i < arity; i++)
    args[i] = load_term (store, tree, at);
  return qd_gdl_store_make (store, functor, FALSE, arity, args);
}

void
qd_gdl_game_forget (QdGdlGame *game, const QdGdlGameMark *mark)
{
  QdGdlStore *store = &game->program.store;
  g_autoptr(GArray) trees = NULL;
  guint at = 0;

  if (store->terms->len == mark->terms)
    return;
  trees = g_array_new (FALSE, FALSE, sizeof (guint32));
  /* the new moves' and facts' keys out first: a term made again may take
   * the id another of them had */
  for (guint i = mark->moves; i < game->moves->len; i++)
    {
      const Move *move = &g_array_index (game->moves, Move, i);

      save_term (store, move->term, trees);
      map_set (game->move_ids, move_key (game, move->role, move->term), 0);
    }
  for (guint i = mark->facts; i < game->fact_terms->len; i++)
    {
      guint32 term = g_array_index (game->fact_terms, guint32, i);

      save_term (store, term, trees);
      map_set (game->fact_ids, term, 0);
    }
  qd_gdl_store_rollback (store, mark->terms);
  for (guint i = mark->moves; i < game->moves->len; i++)
    {
      Move *move = &g_array_index (game->moves, Move, i);

      move->term = load_term (store, (const guint32 *) trees->data, &at);
      map_set (game->move_ids, move_key (game, move->role, move->term), i + 1);
    }
  for (guint i = mark->facts; i < game->fact_terms->len; i++)
    {
      guint32 term = load_term (store, (const guint32 *) trees->data, &at);

      g_array_index (game->fact_terms, guint32, i) = term;
      g_array_index (game->true_terms, guint32, i) = qd_gdl_store_make (store, QD_GDL_SYM_TRUE, FALSE, 1, &term);
      map_set (game->fact_ids, term, i + 1);
    }
}

/* ---- a state and a move carried to a copy of the game (the same
 * rulesheet read again: its symbols numbered alike, its facts and moves
 * as each copy meets them; a grounded game's are its network's, alike) */

void
qd_gdl_game_state_export (QdGdlGame *game, const guint64 *state, GArray *code)
{
  for (guint w = 0; w < game->words; w++)
    for (guint64 bits = state[w]; bits != 0; bits &= bits - 1)
      {
        guint32 f = w * 64 + (guint) __builtin_ctzll (bits);

        if (game->grounded)
          g_array_append_val (code, f);
        else
          save_term (&game->program.store, g_array_index (game->fact_terms, guint32, f), code);
      }
}

gboolean
qd_gdl_game_state_import (QdGdlGame *game, const guint32 *code, guint n, guint64 *state)
{
  guint at = 0;

  memset (state, 0, game->words * sizeof (guint64));
  while (at < n)
    {
      gint f = game->grounded ? (gint) code[at++] : qd_gdl_game_fact_id (game, load_term (&game->program.store, code, &at));

      if (f < 0 || (guint) f >= game->words * 64)
        return FALSE;
      state[f / 64] |= G_GUINT64_CONSTANT (1) << (f % 64);
    }
  return TRUE;
}

void
qd_gdl_game_move_export (QdGdlGame *game, guint32 move, GArray *code)
{
  const Move *m;

  if (game->grounded)
    {
      g_array_append_val (code, move);
      return;
    }
  m = &g_array_index (game->moves, Move, move);
  g_array_append_val (code, m->role);
  save_term (&game->program.store, m->term, code);
}

guint32
qd_gdl_game_move_import (QdGdlGame *game, const guint32 *code)
{
  guint at = 1;

  if (game->grounded)
    return code[0];
  return qd_gdl_game_move_id (game, code[0], load_term (&game->program.store, code, &at));
}

QdGdlFacts *
qd_gdl_game_eval_facts (QdGdlGame *game, const guint64 *state, const guint32 *joint)
{
  QdGdlFacts *facts = &game->eval_facts;

  qd_gdl_facts_reset (facts);
  for (guint w = 0; state != NULL && w < game->words; w++)
    for (guint64 bits = state[w]; bits != 0; bits &= bits - 1)
      {
        guint f = w * 64 + __builtin_ctzll (bits);

        qd_gdl_facts_add (facts, &game->program.store, g_array_index (game->true_terms, guint32, f));
      }
  if (joint != NULL)
    qd_gdl_game_joint_facts (game, joint, facts);
  return facts;
}

/* The compiled rule sets forgotten (the sets are made again). */
void
qd_gdl_game_drop_flat (QdGdlGame *game)
{
  for (guint i = 0; i < G_N_ELEMENTS (game->flat); i++)
    g_clear_pointer (&game->flat[i], qd_gdl_flat_free);
  game->flat_refused = 0;
}

/* The set `which` without copies per call pattern weighed against the
 * one with them, just evaluated by game->flat[which] over game->input and
 * `does` (`ok`: its result): the one of less work there stays, compiled
 * and evaluated, the other is forgotten; the evaluation's result. */
static gboolean
weigh_copies (QdGdlGame *game, guint which, const guint32 *does, guint n_roles, gboolean ok, GError **error)
{
  QdGdlRuleSet *sets[] = { &game->init_rules, &game->state_rules, &game->move_rules };
  QdGdlFlat *whole = qd_gdl_flat_new (&game->program, &game->whole_rules[which],
                                      game->has_static ? &game->static_facts : NULL);
  guint64 work = ok ? qd_gdl_flat_work (game->flat[which]) : G_MAXUINT64;
  gboolean failed = TRUE;

  if (whole != NULL
      && qd_gdl_flat_evaluate (whole, (const guint32 *) game->input->data, game->input->len, does, n_roles, &failed,
                               NULL)
      && !failed && qd_gdl_flat_work (whole) < work)
    {
      QdGdlRuleSet copies = *sets[which];

      /* the compiled sets keep their own copies of the sets' structs */
      qd_gdl_flat_free (game->flat[which]);
      game->flat[which] = g_steal_pointer (&whole);
      *sets[which] = game->whole_rules[which];
      game->whole_rules[which] = copies;
      g_clear_error (error);
      ok = TRUE;
    }
  g_clear_pointer (&whole, qd_gdl_flat_free);
  qd_gdl_rule_set_clear (&game->whole_rules[which]);
  return ok;
}

gboolean
qd_gdl_game_evaluate_rules (QdGdlGame *game, guint which, const guint64 *state, const guint32 *joint,
                            QdGdlFacts **facts, GError **error)
{
  const QdGdlRuleSet *sets[] = { &game->init_rules, &game->state_rules, &game->move_rules };
  gboolean failed = FALSE, ok;

  *facts = NULL;
  if (game->flat_on && game->flat[which] == NULL && !(game->flat_refused >> which & 1))
    {
      game->flat[which] = qd_gdl_flat_new (&game->program, sets[which], game->has_static ? &game->static_facts : NULL);
      game->flat_refused |= (game->flat[which] == NULL) << which;
    }
  if (game->flat[which] != NULL)
    {
      /* the state's facts and the joint move, as the compiled set reads them */
      guint32 does[2 * QD_GDL_MAX_ROLES];
      guint n_roles = joint != NULL ? game->program.roles->len : 0, n_input = 0;
      const guint32 *terms = (const guint32 *) game->fact_terms->data;
      guint32 *input;

      if (game->input == NULL)
        game->input = g_array_new (FALSE, FALSE, sizeof (guint32));
      for (guint w = 0; state != NULL && w < game->words; w++)
        n_input += __builtin_popcountll (state[w]);
      g_array_set_size (game->input, n_input);
      input = (guint32 *) game->input->data;
      n_input = 0;
      for (guint w = 0; state != NULL && w < game->words; w++)
        for (guint64 bits = state[w]; bits != 0; bits &= bits - 1)
          input[n_input++] = terms[w * 64 + __builtin_ctzll (bits)];
      for (guint r = 0; r < n_roles; r++)
        {
          does[2 * r] = g_array_index (game->program.roles, guint32, r);
          does[2 * r + 1] = qd_gdl_game_move_term (game, joint[r]);
        }
      ok = qd_gdl_flat_evaluate (game->flat[which], (const guint32 *) game->input->data, game->input->len, does,
                                 n_roles, &failed, error);
      if (!failed && game->whole_rules[which].rules != NULL)
        ok = weigh_copies (game, which, does, n_roles, ok, error);
      if (!failed)
        return ok;
      g_clear_pointer (&game->flat[which], qd_gdl_flat_free);
      game->flat_refused |= 1u << which;
    }
  *facts = qd_gdl_game_eval_facts (game, state, joint);
  return qd_gdl_evaluate_set (&game->program, sets[which], *facts, error);
}

const guint32 *
qd_gdl_game_derived (QdGdlGame *game, guint which, const QdGdlFacts *facts, guint32 symbol, guint arity,
                     guint *n)
{
  static const guint32 none = 0;
  const QdGdlStore *store = &game->program.store;
  GArray *list;

  if (game->flat[which] != NULL)
    {
      const guint32 *tuples = qd_gdl_flat_derived (game->flat[which], symbol, arity, n);

      return tuples != NULL ? tuples : &none;
    }
  if (game->derived == NULL)
    game->derived = g_array_new (FALSE, FALSE, sizeof (guint32));
  g_array_set_size (game->derived, 0);
  *n = 0;
  list = qd_gdl_facts_of (facts, symbol);
  for (guint i = 0; list != NULL && i < list->len; i++)
    {
      const QdGdlTerm *t = qd_gdl_term (store, g_array_index (list, guint32, i));

      if (t->arity != arity)
        continue;
      if (arity > 0)
        g_array_append_vals (game->derived, qd_gdl_term_args (store, t), arity);
      (*n)++;
    }
  return game->derived->len > 0 ? (const guint32 *) game->derived->data : &none;
}

/* The three rule sets of the evaluation without grounding (again, with
 * `cut`: qd_gdl_demand_rules). */
void
qd_gdl_game_rule_sets (QdGdlGame *game, gboolean cut)
{
  static const guint32 init[] = { QD_GDL_SYM_INIT };
  static const guint32 state[] = { QD_GDL_SYM_LEGAL, QD_GDL_SYM_GOAL, QD_GDL_SYM_TERMINAL };
  static const guint32 move[] = { QD_GDL_SYM_NEXT };

  QdGdlRuleSet *sets[] = { &game->init_rules, &game->state_rules, &game->move_rules };
  const guint32 *outputs[] = { init, state, move };
  const guint n_outputs[] = { G_N_ELEMENTS (init), G_N_ELEMENTS (state), G_N_ELEMENTS (move) };

  qd_gdl_game_drop_flat (game);
  for (guint which = 0; which < G_N_ELEMENTS (sets); which++)
    {
      qd_gdl_rule_set_clear (sets[which]);
      qd_gdl_rule_set_clear (&game->whole_rules[which]);
      /* the initial state's set is evaluated once: no copies weighed */
      qd_gdl_demand_rules (&game->program, outputs[which], n_outputs[which], game->fixed, cut, which > 0,
                           sets[which]);
      if (sets[which]->copies)
        qd_gdl_demand_rules (&game->program, outputs[which], n_outputs[which], game->fixed, cut, FALSE,
                             &game->whole_rules[which]);
    }
  game->demand_cut = cut;
  game->cache_valid = FALSE;
}

/* ---- a random joint move (the random games, qd-gdl-playouts.c) */

/* The move of rank k among the n moves in their terms' order, by
 * selection (the array reordered), not a sort of all n. */
static guint32
move_of_rank (const QdGdlGame *game, guint32 *moves, gint n, gint k)
{
  const QdGdlStore *store = &game->program.store;
  gint lo = 0, hi = n - 1;

  while (lo < hi)
    {
      guint32 pivot = qd_gdl_game_move_term (game, moves[lo + (hi - lo) / 2]);
      gint i = lo, j = hi;

      while (i <= j)
        {
          while (qd_gdl_term_order (store, qd_gdl_game_move_term (game, moves[i]), pivot) < 0)
            i++;
          while (qd_gdl_term_order (store, qd_gdl_game_move_term (game, moves[j]), pivot) > 0)
            j--;
          if (i <= j)
            {
              guint32 t = moves[i];

              moves[i++] = moves[j];
              moves[j--] = t;
            }
        }
      if (k <= j)
        hi = j;
      else if (k >= i)
        lo = i;
      else
        break;
    }
  return moves[k];
}

gint
qd_gdl_game_random_joint (QdGdlGame *game, const guint64 *state, GRand *rand, guint32 *moves, guint32 *joint,
                          GError **error)
{
  if (!qd_gdl_game_evaluate (game, state, error))
    return -1;
  if (qd_gdl_game_terminal (game, state))
    return 0;
  for (guint r = 0; r < game->program.roles->len; r++)
    {
      gint n = qd_gdl_game_legal (game, state, r, moves, error);

      if (n == 0)
        qd_gdl_game_no_move_error (game, r, error);
      if (n <= 0)
        return -1;
      /* without grounding, in the terms' order, not the numbering's */
      if (n > 1)
        {
          gint k = g_rand_int_range (rand, 0, n);

          joint[r] = game->grounded ? moves[k] : move_of_rank (game, moves, n, k);
        }
      else
        joint[r] = moves[0];
    }
  return 1;
}
