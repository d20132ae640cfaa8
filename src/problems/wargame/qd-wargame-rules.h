/* qd-wargame-rules.h — the rules of the war game on bitboards.
 *
 * A move is an empty square.  If the mover owns a square 4-adjacent to it, the
 * move is an M1 Death Blitz and the enemy pieces 4-adjacent to it are
 * conquered (classic rules: all of them; Battle, Duel, Attrition: those the
 * mover wins a fight for, docs/contracts.md); otherwise it is a Commando Para Drop.
 * With a coin probability P < 1 each conquest succeeds with probability P:
 * the position after the blitz is a chance position whose outcomes are the
 * subsets of the conquests that succeed.
 *
 * A QdWargameState is a plain value (copy it with memcpy of rules->state_size
 * bytes, or by assignment).  Blue moves first; scores and counts are exact
 * integers.
 */
#pragma once

#include "qd-wargame-board.h"

G_BEGIN_DECLS

#define QD_WARGAME_WORDS 3   /* 3 x 64 bits >= 144 squares */

typedef struct {
  guint64 w[QD_WARGAME_WORDS];
} QdWargameBits;

typedef enum {
  QD_WARGAME_BLUE = 0,
  QD_WARGAME_GREEN = 1,
  QD_WARGAME_EMPTY = 2,
} QdWargameOwner;

typedef enum {
  QD_WARGAME_RULES_CLASSIC,
  QD_WARGAME_RULES_BATTLE,
  QD_WARGAME_RULES_DUEL,
  QD_WARGAME_RULES_ATTRITION,   /* Battle with strengths that decay with age */
} QdWargameRuleSet;

#define QD_WARGAME_DEFAULT_ATTRITION 0.1

typedef struct {
  QdWargameBits own[2];          /* squares of blue and green */
  QdWargameBits pending;         /* chance positions: the conquests the coin decides */
  guint64 hash;              /* Zobrist hash of owners, side to move, pending */
  gint32 score[2];
  guint16 units[2];
  guint8 to_move;            /* QD_WARGAME_BLUE or QD_WARGAME_GREEN (the mover, at chance positions too) */
  guint8 chance;             /* TRUE while the coin decides pending conquests */
  guint8 last;               /* the last square taken (QD_WARGAME_NO_SQUARE at the start) */
  guint8 ply;                /* moves made (squares taken) */
  /* Attrition only (beyond rules->state_size otherwise): the ply at which
   * the owner of each square took it. */
  guint8 taken[QD_WARGAME_MAX_SQUARES];
} QdWargameState;

#define QD_WARGAME_NO_SQUARE 255

typedef struct _QdWargameRules QdWargameRules;

struct _QdWargameRules {
  QdWargameBoard board;
  QdWargameRuleSet set;
  double attrition;          /* fraction lost per round (attrition rules) */
  double coin;               /* probability a conquest succeeds (1: no coin) */
  guint n_squares;
  gsize state_size;          /* bytes of a QdWargameState that matter under these rules */
  gint total;                /* sum of the board's values */
  QdWargameBits all;
  QdWargameBits neighbours[QD_WARGAME_MAX_SQUARES];
  guint8 neighbour_list[QD_WARGAME_MAX_SQUARES][4];
  guint8 n_neighbours[QD_WARGAME_MAX_SQUARES];
  guint64 zobrist[3][QD_WARGAME_MAX_SQUARES];   /* blue, green, pending */
  guint64 zobrist_green_to_move;
  guint64 zobrist_chance;
  double decay[QD_WARGAME_MAX_SQUARES / 2 + 2];  /* (1 - attrition)^rounds */
  QdWargameBits not_first_col;   /* for neighbour masks by shifting */
  QdWargameBits not_last_col;
  guint8 by_value[QD_WARGAME_MAX_SQUARES];       /* squares, largest value first */
  guint8 rank[QD_WARGAME_MAX_SQUARES];           /* a square's place in by_value */
  gint ref_count;
};

QdWargameRules  *qd_wargame_rules_new  (const QdWargameBoard *board, QdWargameRuleSet set, double attrition, double coin);
QdWargameRules  *qd_wargame_rules_ref  (QdWargameRules *rules);
void         qd_wargame_rules_unref (QdWargameRules *rules);

const char  *qd_wargame_rule_set_to_string   (QdWargameRuleSet set);   /* "classic" */
gboolean     qd_wargame_rule_set_from_string (const char *text, QdWargameRuleSet *set);
/* "classic", "battle, coin 0.5", "attrition 0.1" — for reports. */
char        *qd_wargame_rules_describe       (const QdWargameRules *rules);
/* The same for people, translated: "Battle, coin 0.5" ("Bataille, pièce 0,5"). */
char        *qd_wargame_rules_describe_for_people (const QdWargameRules *rules);

/* Bit helpers. */
static inline gboolean
qd_wargame_bits_test (const QdWargameBits *b, guint sq)
{
  return (b->w[sq >> 6] >> (sq & 63)) & 1;
}

static inline guint
qd_wargame_bits_count (const QdWargameBits *b)
{
  return (guint) (__builtin_popcountll (b->w[0]) + __builtin_popcountll (b->w[1]) +
                  __builtin_popcountll (b->w[2]));
}

static inline gboolean
qd_wargame_bits_any (const QdWargameBits *b)
{
  return (b->w[0] | b->w[1] | b->w[2]) != 0;
}

/* The lowest square of b removed from b; b must not be empty. */
static inline guint
qd_wargame_bits_pop (QdWargameBits *b)
{
  for (guint i = 0; i < QD_WARGAME_WORDS; i++)
    if (b->w[i] != 0)
      {
        guint sq = (guint) __builtin_ctzll (b->w[i]);

        b->w[i] &= b->w[i] - 1;
        return i * 64 + sq;
      }
  return 0;
}

/* The squares 4-adjacent to any square of b (b's own squares included
 * only where they neighbour each other). */
static inline QdWargameBits
qd_wargame_bits_neighbours (const QdWargameRules *rules, const QdWargameBits *b)
{
  guint n = rules->board.size;
  QdWargameBits r;

  for (guint i = 0; i < QD_WARGAME_WORDS; i++)
    {
      guint64 lo = i > 0 ? b->w[i - 1] : 0, hi = i + 1 < QD_WARGAME_WORDS ? b->w[i + 1] : 0;
      guint64 left = (b->w[i] << 1) | (lo >> 63);              /* square + 1 */
      guint64 right = (b->w[i] >> 1) | (hi << 63);             /* square - 1 */
      guint64 down = (b->w[i] << n) | (lo >> (64 - n));        /* square + n */
      guint64 up = (b->w[i] >> n) | (hi << (64 - n));          /* square - n */

      r.w[i] = ((left & rules->not_first_col.w[i]) | (right & rules->not_last_col.w[i]) | down | up) &
               rules->all.w[i];
    }
  return r;
}

void        qd_wargame_state_init    (const QdWargameRules *rules, QdWargameState *state);
QdWargameOwner  qd_wargame_state_owner   (const QdWargameState *state, guint square);
QdWargameBits   qd_wargame_state_empty   (const QdWargameRules *rules, const QdWargameState *state);

/* Inline: the searchers ask it at every node. */
static inline gboolean
qd_wargame_state_is_over (const QdWargameRules *rules, const QdWargameState *state)
{
  return !state->chance && state->ply >= rules->n_squares;
}

/* The empty squares in square order (A1, B1, …); returns how many. */
guint       qd_wargame_legal_moves   (const QdWargameRules *rules, const QdWargameState *state, guint8 *squares);
gboolean    qd_wargame_is_legal      (const QdWargameRules *rules, const QdWargameState *state, guint square);
/* TRUE when taking `square` is a blitz for the side to move. */
gboolean    qd_wargame_is_blitz      (const QdWargameRules *rules, const QdWargameState *state, guint square);

/* Plays `square` (legal, not at a chance position) into child (may equal
 * state).  Under a coin with conquests at stake the child is a chance
 * position; resolve it with qd_wargame_apply_outcome. */
void        qd_wargame_apply         (const QdWargameRules *rules, const QdWargameState *state, guint square,
                                  QdWargameState *child);
/* Chance positions: outcome i in [0, 2^k) for the k pending squares (in
 * square order): bit j set = the j-th pending conquest succeeds. */
guint       qd_wargame_n_outcomes    (const QdWargameState *state);
double      qd_wargame_outcome_probability (const QdWargameRules *rules, const QdWargameState *state, guint outcome);
void        qd_wargame_apply_outcome (const QdWargameRules *rules, const QdWargameState *state, guint outcome,
                                  QdWargameState *child);

/* Unit strength = resources / units (0 without units); resources decay
 * with age under attrition. */
double      qd_wargame_strength      (const QdWargameRules *rules, const QdWargameState *state, QdWargameOwner player);

/* One fight of a blitz, to show and to test: taking `square` puts the enemy
 * unit on `contested` at stake. */
typedef struct {
  guint contested;
  guint attackers;           /* units fighting for the mover (classic: 0) */
  guint defenders;
  double attack;             /* attackers x strength (duel: one unit) */
  double defence;
  gboolean won;              /* the conquest happens (before any coin) */
} QdWargameFight;

/* The fights taking `square` would start (at most 4); 0 for a drop. */
guint       qd_wargame_fights        (const QdWargameRules *rules, const QdWargameState *state, guint square,
                                  QdWargameFight *fights);

/* Shape measures of one player's units for the closing question. */
typedef struct {
  guint units;
  double mean_own_neighbours;   /* own 4-neighbours per unit */
  guint groups;                 /* 4-connected groups */
} QdWargameShape;

void        qd_wargame_shape         (const QdWargameRules *rules, const QdWargameState *state, QdWargameOwner player,
                                  QdWargameShape *shape);

G_END_DECLS
