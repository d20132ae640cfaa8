/* qd-wargame-rules.c — moves, conquests, fights and the coin of the war game. */
#include "config.h"
#include "qd-wargame-rules.h"
#include "core/qd-random.h"
#include "core/qd-format.h"
#include "core/qd-names.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stddef.h>
#include <string.h>

static inline void
bits_set (QdWargameBits *b, guint sq)
{
  b->w[sq >> 6] |= G_GUINT64_CONSTANT (1) << (sq & 63);
}

static inline void
bits_clear (QdWargameBits *b, guint sq)
{
  b->w[sq >> 6] &= ~(G_GUINT64_CONSTANT (1) << (sq & 63));
}

static inline QdWargameBits
bits_and (const QdWargameBits *a, const QdWargameBits *b)
{
  QdWargameBits r = { { a->w[0] & b->w[0], a->w[1] & b->w[1], a->w[2] & b->w[2] } };
  return r;
}

QdWargameRules *
qd_wargame_rules_new (const QdWargameBoard *board, QdWargameRuleSet set, double attrition, double coin)
{
  QdWargameRules *r = g_new0 (QdWargameRules, 1);
  guint n = board->size;
  guint64 seed = 20151026;

  r->board = *board;
  r->set = set;
  r->attrition = CLAMP (attrition, 0.0, 1.0);
  r->coin = CLAMP (coin, 0.0, 1.0);
  r->n_squares = n * n;
  r->total = qd_wargame_board_total (board);
  r->state_size = set == QD_WARGAME_RULES_ATTRITION ? sizeof (QdWargameState) : offsetof (QdWargameState, taken);
  r->ref_count = 1;
  for (guint sq = 0; sq < n * n; sq++)
    {
      guint row = sq / n, col = sq % n;
      guint k = 0;

      bits_set (&r->all, sq);
      if (col > 0)
        bits_set (&r->not_first_col, sq);
      if (col + 1 < n)
        bits_set (&r->not_last_col, sq);
      r->by_value[sq] = (guint8) sq;
      if (row > 0)
        r->neighbour_list[sq][k++] = (guint8) (sq - n);
      if (col > 0)
        r->neighbour_list[sq][k++] = (guint8) (sq - 1);
      if (col + 1 < n)
        r->neighbour_list[sq][k++] = (guint8) (sq + 1);
      if (row + 1 < n)
        r->neighbour_list[sq][k++] = (guint8) (sq + n);
      r->n_neighbours[sq] = (guint8) k;
      for (guint i = 0; i < k; i++)
        bits_set (&r->neighbours[sq], r->neighbour_list[sq][i]);
    }
  /* Insertion sort: largest value first, board order among equals. */
  for (guint i = 1; i < n * n; i++)
    {
      guint8 v = r->by_value[i];
      guint j = i;

      for (; j > 0 && board->values[r->by_value[j - 1]] < board->values[v]; j--)
        r->by_value[j] = r->by_value[j - 1];
      r->by_value[j] = v;
    }
  for (guint i = 0; i < n * n; i++)
    r->rank[r->by_value[i]] = (guint8) i;
  /* Fixed Zobrist keys, the same on every machine. */
  for (guint p = 0; p < 3; p++)
    for (guint sq = 0; sq < QD_WARGAME_MAX_SQUARES; sq++)
      r->zobrist[p][sq] = qd_random_next (&seed);
  r->zobrist_green_to_move = qd_random_next (&seed);
  r->zobrist_chance = qd_random_next (&seed);
  for (guint i = 0; i < G_N_ELEMENTS (r->decay); i++)
    r->decay[i] = set == QD_WARGAME_RULES_ATTRITION ? pow (1.0 - r->attrition, i) : 1.0;
  return r;
}

QdWargameRules *
qd_wargame_rules_ref (QdWargameRules *rules)
{
  g_atomic_int_inc (&rules->ref_count);
  return rules;
}

void
qd_wargame_rules_unref (QdWargameRules *rules)
{
  if (rules != NULL && g_atomic_int_dec_and_test (&rules->ref_count))
    g_free (rules);
}

static const char *const rule_names[] = { "classic", "battle", "duel", "attrition" };

QD_NAMES_FUNCTIONS (qd_wargame_rule_set, QdWargameRuleSet, rule_names, "unknown")

char *
qd_wargame_rules_describe (const QdWargameRules *rules)
{
  GString *s = g_string_new (qd_wargame_rule_set_to_string (rules->set));

  if (rules->set == QD_WARGAME_RULES_ATTRITION)
    qd_string_append_c (s, " %g", rules->attrition);
  if (rules->coin < 1.0)
    qd_string_append_c (s, ", coin %g", rules->coin);
  return g_string_free (s, FALSE);
}

char *
qd_wargame_rules_describe_for_people (const QdWargameRules *rules)
{
  /* The names of the tab's rule chooser. */
  static const char *const titles[] = { N_("Classic"), N_("Battle"), N_("Duel"), N_("Attrition") };
  GString *s = g_string_new (rules->set < G_N_ELEMENTS (titles) ? _(titles[rules->set]) : "?");

  if (rules->set == QD_WARGAME_RULES_ATTRITION)
    {
      g_autofree char *attrition = qd_format_number_locale (rules->attrition);

      g_string_append_printf (s, " %s", attrition);
    }
  if (rules->coin < 1.0)
    {
      g_autofree char *coin = qd_format_number_locale (rules->coin);

      /* TRANSLATORS: after the rules' name: the chance that a blitz's coin lets it conquer ("Battle, coin 0.5") */
      g_string_append_printf (s, _(", coin %s"), coin);
    }
  return g_string_free (s, FALSE);
}

void
qd_wargame_state_init (const QdWargameRules *rules, QdWargameState *state)
{
  memset (state, 0, sizeof *state);
  state->to_move = QD_WARGAME_BLUE;
  state->last = QD_WARGAME_NO_SQUARE;
}

QdWargameOwner
qd_wargame_state_owner (const QdWargameState *state, guint square)
{
  if (qd_wargame_bits_test (&state->own[QD_WARGAME_BLUE], square))
    return QD_WARGAME_BLUE;
  if (qd_wargame_bits_test (&state->own[QD_WARGAME_GREEN], square))
    return QD_WARGAME_GREEN;
  return QD_WARGAME_EMPTY;
}

QdWargameBits
qd_wargame_state_empty (const QdWargameRules *rules, const QdWargameState *state)
{
  QdWargameBits e;

  for (guint i = 0; i < QD_WARGAME_WORDS; i++)
    e.w[i] = rules->all.w[i] & ~(state->own[0].w[i] | state->own[1].w[i]);
  return e;
}

guint
qd_wargame_legal_moves (const QdWargameRules *rules, const QdWargameState *state, guint8 *squares)
{
  QdWargameBits e;
  guint n = 0;

  if (state->chance)
    return 0;
  e = qd_wargame_state_empty (rules, state);
  while (qd_wargame_bits_any (&e))
    squares[n++] = (guint8) qd_wargame_bits_pop (&e);
  return n;
}

gboolean
qd_wargame_is_legal (const QdWargameRules *rules, const QdWargameState *state, guint square)
{
  return !state->chance && square < rules->n_squares && qd_wargame_state_owner (state, square) == QD_WARGAME_EMPTY;
}

gboolean
qd_wargame_is_blitz (const QdWargameRules *rules, const QdWargameState *state, guint square)
{
  QdWargameBits mine = bits_and (&rules->neighbours[square], &state->own[state->to_move]);

  return qd_wargame_bits_any (&mine);
}

static inline void
take (const QdWargameRules *rules, QdWargameState *s, guint player, guint sq)
{
  bits_set (&s->own[player], sq);
  s->score[player] += rules->board.values[sq];
  s->units[player]++;
  s->hash ^= rules->zobrist[player][sq];
  /* Called once the move's ply is counted: its new unit and its conquests
   * are all taken at the move's ply, ply - 1, and age together. */
  if (rules->set == QD_WARGAME_RULES_ATTRITION)
    s->taken[sq] = (guint8) (s->ply - 1u);
}

static inline void
lose (const QdWargameRules *rules, QdWargameState *s, guint player, guint sq)
{
  bits_clear (&s->own[player], sq);
  s->score[player] -= rules->board.values[sq];
  s->units[player]--;
  s->hash ^= rules->zobrist[player][sq];
}

double
qd_wargame_strength (const QdWargameRules *rules, const QdWargameState *state, QdWargameOwner player)
{
  double resources;

  if (player > QD_WARGAME_GREEN || state->units[player] == 0)
    return 0;
  if (rules->set != QD_WARGAME_RULES_ATTRITION)
    resources = state->score[player];
  else
    {
      QdWargameBits b = state->own[player];
      /* The move being played is ply - 1 once its unit is placed. */
      guint now = state->ply > 0 ? state->ply - 1u : 0;

      resources = 0;
      while (qd_wargame_bits_any (&b))
        {
          guint sq = qd_wargame_bits_pop (&b);
          guint age = now >= state->taken[sq] ? (now - state->taken[sq]) / 2 : 0;

          resources += rules->board.values[sq] * rules->decay[MIN (age, G_N_ELEMENTS (rules->decay) - 1)];
        }
    }
  return resources / state->units[player];
}

/* The fights of a blitz on `placed`, the position with the new unit already
 * on `square` (strengths are taken then, docs/contracts.md). */
static guint
fights_after_placing (const QdWargameRules *rules, const QdWargameState *placed, guint square, QdWargameFight *fights)
{
  guint me = placed->to_move, op = 1 - me;
  QdWargameBits enemies = bits_and (&rules->neighbours[square], &placed->own[op]);
  QdWargameBits mine = bits_and (&rules->neighbours[square], &placed->own[me]);
  guint attackers = 1 + qd_wargame_bits_count (&mine);
  double s_me = 0, s_op = 0;
  guint n = 0;

  if (!qd_wargame_bits_any (&mine))
    return 0;   /* a drop */
  if (rules->set != QD_WARGAME_RULES_CLASSIC)
    {
      s_me = qd_wargame_strength (rules, placed, me);
      s_op = qd_wargame_strength (rules, placed, op);
    }
  while (qd_wargame_bits_any (&enemies))
    {
      guint e = qd_wargame_bits_pop (&enemies);
      QdWargameBits guards = bits_and (&rules->neighbours[e], &placed->own[op]);
      QdWargameFight *f = &fights[n++];

      f->contested = e;
      if (rules->set == QD_WARGAME_RULES_CLASSIC)
        {
          f->attackers = f->defenders = 0;
          f->attack = f->defence = 0;
          f->won = TRUE;
          continue;
        }
      if (rules->set == QD_WARGAME_RULES_DUEL)
        {
          f->attackers = f->defenders = 1;
          f->attack = s_me;
          f->defence = s_op;
        }
      else
        {
          f->attackers = attackers;
          f->defenders = 1 + qd_wargame_bits_count (&guards);
          f->attack = f->attackers * s_me;
          f->defence = f->defenders * s_op;
        }
      f->won = f->attack > f->defence;   /* a tie leaves the square with the defender */
    }
  return n;
}

static void
place (const QdWargameRules *rules, const QdWargameState *state, guint square, QdWargameState *child)
{
  if (child != state)
    memcpy (child, state, rules->state_size);
  child->ply++;
  take (rules, child, state->to_move, square);
  child->last = (guint8) square;
}

static void
end_turn (const QdWargameRules *rules, QdWargameState *s)
{
  s->to_move = (guint8) (1 - s->to_move);
  s->hash ^= rules->zobrist_green_to_move;
}

guint
qd_wargame_fights (const QdWargameRules *rules, const QdWargameState *state, guint square, QdWargameFight *fights)
{
  QdWargameState placed;

  if (!qd_wargame_is_legal (rules, state, square))
    return 0;
  place (rules, state, square, &placed);
  return fights_after_placing (rules, &placed, square, fights);
}

void
qd_wargame_apply (const QdWargameRules *rules, const QdWargameState *state, guint square, QdWargameState *child)
{
  guint me = state->to_move, op = 1 - me;
  QdWargameBits won;

  place (rules, state, square, child);
  if (rules->set == QD_WARGAME_RULES_CLASSIC)
    {
      QdWargameBits mine = bits_and (&rules->neighbours[square], &child->own[me]);

      won = (QdWargameBits) { { 0, 0, 0 } };
      if (qd_wargame_bits_any (&mine))
        won = bits_and (&rules->neighbours[square], &child->own[op]);
    }
  else
    {
      QdWargameFight fights[4];
      guint n = fights_after_placing (rules, child, square, fights);

      memset (&won, 0, sizeof won);
      for (guint i = 0; i < n; i++)
        if (fights[i].won)
          bits_set (&won, fights[i].contested);
    }

  if (!qd_wargame_bits_any (&won))
    {
      end_turn (rules, child);
      return;
    }
  if (rules->coin < 1.0)
    {
      QdWargameBits b = won;

      child->chance = TRUE;
      child->pending = won;
      child->hash ^= rules->zobrist_chance;
      while (qd_wargame_bits_any (&b))
        child->hash ^= rules->zobrist[2][qd_wargame_bits_pop (&b)];
      return;
    }
  while (qd_wargame_bits_any (&won))
    {
      guint sq = qd_wargame_bits_pop (&won);

      lose (rules, child, op, sq);
      take (rules, child, me, sq);
    }
  end_turn (rules, child);
}

guint
qd_wargame_n_outcomes (const QdWargameState *state)
{
  return state->chance ? 1u << qd_wargame_bits_count (&state->pending) : 0;
}

double
qd_wargame_outcome_probability (const QdWargameRules *rules, const QdWargameState *state, guint outcome)
{
  guint k = qd_wargame_bits_count (&state->pending);
  guint won = (guint) __builtin_popcount (outcome);
  double p = 1;

  for (guint i = 0; i < k; i++)
    p *= i < won ? rules->coin : 1 - rules->coin;
  return p;
}

void
qd_wargame_apply_outcome (const QdWargameRules *rules, const QdWargameState *state, guint outcome, QdWargameState *child)
{
  guint me = state->to_move, op = 1 - me;
  QdWargameBits b = state->pending;
  guint j = 0;

  if (child != state)
    memcpy (child, state, rules->state_size);
  child->hash ^= rules->zobrist_chance;
  while (qd_wargame_bits_any (&b))
    {
      guint sq = qd_wargame_bits_pop (&b);

      child->hash ^= rules->zobrist[2][sq];
      if (outcome & (1u << j++))
        {
          lose (rules, child, op, sq);
          take (rules, child, me, sq);
        }
    }
  memset (&child->pending, 0, sizeof child->pending);
  child->chance = FALSE;
  end_turn (rules, child);
}

void
qd_wargame_shape (const QdWargameRules *rules, const QdWargameState *state, QdWargameOwner player, QdWargameShape *shape)
{
  QdWargameBits rest = state->own[player];
  guint links = 0;

  memset (shape, 0, sizeof *shape);
  if (player > QD_WARGAME_GREEN)
    return;
  shape->units = qd_wargame_bits_count (&rest);
  for (guint sq = 0; sq < rules->n_squares; sq++)
    if (qd_wargame_bits_test (&rest, sq))
      {
        QdWargameBits own = bits_and (&rules->neighbours[sq], &state->own[player]);

        links += qd_wargame_bits_count (&own);
      }
  shape->mean_own_neighbours = shape->units > 0 ? (double) links / shape->units : 0;

  /* Groups: flood fill from each unvisited unit. */
  while (qd_wargame_bits_any (&rest))
    {
      guint8 stack[QD_WARGAME_MAX_SQUARES];
      guint top = 0;

      stack[top++] = (guint8) qd_wargame_bits_pop (&rest);
      shape->groups++;
      while (top > 0)
        {
          guint sq = stack[--top];

          for (guint i = 0; i < rules->n_neighbours[sq]; i++)
            {
              guint nb = rules->neighbour_list[sq][i];

              if (qd_wargame_bits_test (&rest, nb))
                {
                  bits_clear (&rest, nb);
                  stack[top++] = (guint8) nb;
                }
            }
        }
    }
}
