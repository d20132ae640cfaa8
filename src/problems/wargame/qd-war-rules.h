/* qd-war-rules.h — the rules of the war game on bitboards.
 *
 * A move is an empty square.  If the mover owns a square 4-adjacent to it, the
 * move is an M1 Death Blitz and the enemy pieces 4-adjacent to it are
 * conquered (classic rules: all of them; Battle, Duel, Attrition: those the
 * mover wins a fight for, SPEC.md); otherwise it is a Commando Para Drop.
 * With a coin probability P < 1 each conquest succeeds with probability P:
 * the position after the blitz is a chance position whose outcomes are the
 * subsets of the conquests that succeed.
 *
 * A QdWarState is a plain value (copy it with memcpy of rules->state_size
 * bytes, or by assignment).  Blue moves first; scores and counts are exact
 * integers.
 */
#pragma once

#include "qd-war-board.h"

G_BEGIN_DECLS

#define QD_WAR_WORDS 3   /* 3 x 64 bits >= 144 squares */

typedef struct {
  guint64 w[QD_WAR_WORDS];
} QdWarBits;

typedef enum {
  QD_WAR_BLUE = 0,
  QD_WAR_GREEN = 1,
  QD_WAR_EMPTY = 2,
} QdWarOwner;

typedef enum {
  QD_WAR_RULES_CLASSIC,
  QD_WAR_RULES_BATTLE,
  QD_WAR_RULES_DUEL,
  QD_WAR_RULES_ATTRITION,   /* Battle with strengths that decay with age */
} QdWarRuleSet;

#define QD_WAR_DEFAULT_ATTRITION 0.1

typedef struct {
  QdWarBits own[2];          /* squares of blue and green */
  QdWarBits pending;         /* chance positions: the conquests the coin decides */
  guint64 hash;              /* Zobrist hash of owners, side to move, pending */
  gint32 score[2];
  guint16 units[2];
  guint8 to_move;            /* QD_WAR_BLUE or QD_WAR_GREEN (the mover, at chance positions too) */
  guint8 chance;             /* TRUE while the coin decides pending conquests */
  guint8 last;               /* the last square taken (QD_WAR_NO_SQUARE at the start) */
  guint8 ply;                /* moves made (squares taken) */
  /* Attrition only (beyond rules->state_size otherwise): the ply at which
   * the owner of each square took it. */
  guint8 taken[QD_WAR_MAX_SQUARES];
} QdWarState;

#define QD_WAR_NO_SQUARE 255

typedef struct _QdWarRules QdWarRules;

struct _QdWarRules {
  QdWarBoard board;
  QdWarRuleSet set;
  double attrition;          /* fraction lost per round (attrition rules) */
  double coin;               /* probability a conquest succeeds (1: no coin) */
  guint n_squares;
  gsize state_size;          /* bytes of a QdWarState that matter under these rules */
  gint total;                /* sum of the board's values */
  QdWarBits all;
  QdWarBits neighbours[QD_WAR_MAX_SQUARES];
  guint8 neighbour_list[QD_WAR_MAX_SQUARES][4];
  guint8 n_neighbours[QD_WAR_MAX_SQUARES];
  guint64 zobrist[3][QD_WAR_MAX_SQUARES];   /* blue, green, pending */
  guint64 zobrist_green_to_move;
  guint64 zobrist_chance;
  double decay[QD_WAR_MAX_SQUARES / 2 + 2];  /* (1 - attrition)^rounds */
  QdWarBits not_first_col;   /* for neighbour masks by shifting */
  QdWarBits not_last_col;
  guint8 by_value[QD_WAR_MAX_SQUARES];       /* squares, largest value first */
  guint8 rank[QD_WAR_MAX_SQUARES];           /* a square's place in by_value */
  gint ref_count;
};

QdWarRules  *qd_war_rules_new  (const QdWarBoard *board, QdWarRuleSet set, double attrition, double coin);
QdWarRules  *qd_war_rules_ref  (QdWarRules *rules);
void         qd_war_rules_unref (QdWarRules *rules);

const char  *qd_war_rule_set_to_string   (QdWarRuleSet set);   /* "classic" */
gboolean     qd_war_rule_set_from_string (const char *text, QdWarRuleSet *set);
/* "classic", "battle, coin 0.5", "attrition 0.1" — for reports. */
char        *qd_war_rules_describe       (const QdWarRules *rules);

/* Bit helpers. */
static inline gboolean
qd_war_bits_test (const QdWarBits *b, guint sq)
{
  return (b->w[sq >> 6] >> (sq & 63)) & 1;
}

static inline guint
qd_war_bits_count (const QdWarBits *b)
{
  return (guint) (__builtin_popcountll (b->w[0]) + __builtin_popcountll (b->w[1]) +
                  __builtin_popcountll (b->w[2]));
}

static inline gboolean
qd_war_bits_any (const QdWarBits *b)
{
  return (b->w[0] | b->w[1] | b->w[2]) != 0;
}

/* The lowest square of b removed from b; b must not be empty. */
static inline guint
qd_war_bits_pop (QdWarBits *b)
{
  for (guint i = 0; i < QD_WAR_WORDS; i++)
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
static inline QdWarBits
qd_war_bits_neighbours (const QdWarRules *rules, const QdWarBits *b)
{
  guint n = rules->board.size;
  QdWarBits r;

  for (guint i = 0; i < QD_WAR_WORDS; i++)
    {
      guint64 lo = i > 0 ? b->w[i - 1] : 0, hi = i + 1 < QD_WAR_WORDS ? b->w[i + 1] : 0;
      guint64 left = (b->w[i] << 1) | (lo >> 63);              /* square + 1 */
      guint64 right = (b->w[i] >> 1) | (hi << 63);             /* square - 1 */
      guint64 down = (b->w[i] << n) | (lo >> (64 - n));        /* square + n */
      guint64 up = (b->w[i] >> n) | (hi << (64 - n));          /* square - n */

      r.w[i] = ((left & rules->not_first_col.w[i]) | (right & rules->not_last_col.w[i]) | down | up) &
               rules->all.w[i];
    }
  return r;
}

void        qd_war_state_init    (const QdWarRules *rules, QdWarState *state);
QdWarOwner  qd_war_state_owner   (const QdWarState *state, guint square);
QdWarBits   qd_war_state_empty   (const QdWarRules *rules, const QdWarState *state);

/* Inline: the searchers ask it at every node. */
static inline gboolean
qd_war_state_is_over (const QdWarRules *rules, const QdWarState *state)
{
  return !state->chance && state->ply >= rules->n_squares;
}

/* The empty squares in square order (A1, B1, …); returns how many. */
guint       qd_war_legal_moves   (const QdWarRules *rules, const QdWarState *state, guint8 *squares);
gboolean    qd_war_is_legal      (const QdWarRules *rules, const QdWarState *state, guint square);
/* TRUE when taking `square` is a blitz for the side to move. */
gboolean    qd_war_is_blitz      (const QdWarRules *rules, const QdWarState *state, guint square);

/* Plays `square` (legal, not at a chance position) into child (may equal
 * state).  Under a coin with conquests at stake the child is a chance
 * position; resolve it with qd_war_apply_outcome. */
void        qd_war_apply         (const QdWarRules *rules, const QdWarState *state, guint square,
                                  QdWarState *child);
/* Chance positions: outcome i in [0, 2^k) for the k pending squares (in
 * square order): bit j set = the j-th pending conquest succeeds. */
guint       qd_war_n_outcomes    (const QdWarState *state);
double      qd_war_outcome_probability (const QdWarRules *rules, const QdWarState *state, guint outcome);
void        qd_war_apply_outcome (const QdWarRules *rules, const QdWarState *state, guint outcome,
                                  QdWarState *child);

/* Unit strength = resources / units (0 without units); resources decay
 * with age under attrition. */
double      qd_war_strength      (const QdWarRules *rules, const QdWarState *state, QdWarOwner player);

/* One fight of a blitz, to show and to test: taking `square` puts the enemy
 * unit on `contested` at stake. */
typedef struct {
  guint contested;
  guint attackers;           /* units fighting for the mover (classic: 0) */
  guint defenders;
  double attack;             /* attackers x strength (duel: one unit) */
  double defence;
  gboolean won;              /* the conquest happens (before any coin) */
} QdWarFight;

/* The fights taking `square` would start (at most 4); 0 for a drop. */
guint       qd_war_fights        (const QdWarRules *rules, const QdWarState *state, guint square,
                                  QdWarFight *fights);

/* Shape measures of one player's units for the closing question. */
typedef struct {
  guint units;
  double mean_own_neighbours;   /* own 4-neighbours per unit */
  guint groups;                 /* 4-connected groups */
} QdWarShape;

void        qd_war_shape         (const QdWarRules *rules, const QdWarState *state, QdWarOwner player,
                                  QdWarShape *shape);

G_END_DECLS
