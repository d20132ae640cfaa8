/* qd-kinarow-solve-private.h — what the solver (qd-kinarow-solve.c) and its
 * lab (qd-kinarow-solve-lab.c) share: the bitboard's masks, the
 * transposition table and the check of the limits. */
#pragma once

#include "qd-kinarow-solve.h"

G_BEGIN_DECLS

#define C4_W QD_KINAROW_C4_WIDTH
#define C4_H QD_KINAROW_C4_HEIGHT
#define C4_CELLS QD_KINAROW_C4_CELLS
/* Bits a column takes: its cells and a clear sentinel above them. */
#define C4_STRIDE (C4_H + 1)
/* The bottom cell of every column, and every cell. */
#define C4_BOTTOM 0x0040810204081ull
#define C4_BOARD (C4_BOTTOM * ((1ull << C4_H) - 1))

/* The transposition table: at the slot of the position's key (below 2^49)
 * modulo a prime above 2^23, the key's 32 low bits and its bound (a byte, 0
 * for an empty slot).  The key is known from that remainder and its 32 low
 * bits by the Chinese remainder theorem, so a hit is never a collision.
 * The probes' cache misses are the search's main cost: slots are 5 bytes
 * (45 MB in all), twelve to a 64-byte line holding their keys, then their
 * bounds, so that a probe reads one line, not a line of keys and another
 * of bounds.  A search notes the slots it writes (up to C4_USED_MAX) and
 * the next one empties only those: no cost per position but the slots used. */
#define C4_TABLE_SIZE 8388617u
#define C4_LINE_SLOTS 12u
#define C4_TABLE_LINES ((C4_TABLE_SIZE + C4_LINE_SLOTS - 1) / C4_LINE_SLOTS)
#define C4_USED_MAX (1u << 20)
typedef struct {
  guint32 keys[C4_LINE_SLOTS];
  guint8 bounds[C4_LINE_SLOTS];
  guint8 unused[64 - 5 * C4_LINE_SLOTS];
} C4Line;
G_STATIC_ASSERT (sizeof (C4Line) == 64);
/* Stored bounds: score + C4_BOUND_OFFSET, with C4_LOWER set for a lower bound. */
#define C4_BOUND_OFFSET 22
#define C4_LOWER 64

/* Nodes between two looks at the stop flag and the clock. */
#define C4_CHECK_EVERY 16384u

struct _QdKinarowSolver {
  C4Line *table;              /* C4_TABLE_LINES lines of C4_TABLE_SIZE slots in all */
  guint32 *used;              /* C4_USED_MAX slots written by this search */
  guint n_used;               /* C4_USED_MAX + 1: more, the next search empties all */
  guint64 nodes;
  guint64 next_check;         /* node count of the next look at the limits */
  gboolean stopped;
  QdKinarowSolveLimits limits;
  gint8 centre_order[C4_W];   /* 3, 2, 4, 1, 5, 0, 6 */
  guint64 centre_columns[C4_W]; /* their cells, c4_column_bits () */
  QdKinarowLabConfig lab;     /* the lab's search (qd-kinarow-solve-lab.c) */
};

static inline guint64
c4_column_bits (guint column)
{
  return ((1ull << C4_H) - 1) << (column * C4_STRIDE);
}

static inline guint64
c4_key (guint64 current, guint64 mask)
{
  return current + mask;
}

static inline guint64
c4_possible (guint64 mask)
{
  return (mask + C4_BOTTOM) & C4_BOARD;
}

/* The cells that complete four of `stones` in the direction of a shift
 * by `s` bits: the cell at either end of three in a line, or inside them. */
static inline guint64
c4_spots_along (guint64 stones, guint s)
{
  guint64 pair_below = (stones << s) & (stones << (2 * s));
  guint64 pair_above = (stones >> s) & (stones >> (2 * s));

  return (pair_below & ((stones << (3 * s)) | (stones >> s)))
         | (pair_above & ((stones >> (3 * s)) | (stones << s)));
}

/* The empty cells where a stone of `stones` would make four in a row. */
static inline guint64
c4_winning_spots (guint64 stones, guint64 mask)
{
  /* Vertically only the cell above three stones. */
  guint64 spots = (stones << 1) & (stones << 2) & (stones << 3);

  spots |= c4_spots_along (stones, C4_STRIDE);       /* horizontally */
  spots |= c4_spots_along (stones, C4_STRIDE - 1);   /* one diagonal */
  spots |= c4_spots_along (stones, C4_STRIDE + 1);   /* the other */
  return spots & (C4_BOARD ^ mask);
}

/* Where the player to move can go without letting the opponent win at its
 * next move: a forced block when the opponent threatens one spot (none when
 * it threatens two), and never right under a spot of the opponent's. */
static inline guint64
non_losing_moves (guint64 current, guint64 mask)
{
  guint64 possible = c4_possible (mask);
  guint64 threats = c4_winning_spots (current ^ mask, mask);
  guint64 forced = possible & threats;

  if (forced != 0)
    {
      if ((forced & (forced - 1)) != 0)
        return 0;
      possible = forced;
    }
  return possible & ~(threats >> 1);
}

/* Starts a search: an empty table, no nodes yet. */
void     qd_kinarow_solve_begin (QdKinarowSolver *solver);
/* Looks at the limits; TRUE (and solver->stopped) when one is reached. */
gboolean qd_kinarow_solve_check_limits (QdKinarowSolver *solver);

/* One node more; TRUE when the search must stop. */
static inline gboolean
c4_count_node (QdKinarowSolver *solver)
{
  return ++solver->nodes >= solver->next_check && qd_kinarow_solve_check_limits (solver);
}

static inline guint
c4_table_slot (guint64 key)
{
  return (guint) (key % C4_TABLE_SIZE);
}

/* The line holding the table's slot `slot`, and the slot's place in it in *i. */
static inline C4Line *
c4_table_line (const QdKinarowSolver *solver, guint slot, guint *i)
{
  *i = slot % C4_LINE_SLOTS;
  return &solver->table[slot / C4_LINE_SLOTS];
}

/* Narrows [*lo, *hi], what is known of the score of the position `key`, by
 * the table's bound; FALSE when the table has none. */
static inline gboolean
c4_table_narrow (const QdKinarowSolver *solver, guint64 key, gint *lo, gint *hi)
{
  guint i;
  const C4Line *line = c4_table_line (solver, c4_table_slot (key), &i);
  gint bound;

  if (line->keys[i] != (guint32) key || (bound = line->bounds[i]) == 0)
    return FALSE;
  if (bound & C4_LOWER)
    *lo = MAX (*lo, (bound & ~C4_LOWER) - C4_BOUND_OFFSET);
  else
    *hi = MIN (*hi, bound - C4_BOUND_OFFSET);
  return TRUE;
}

/* Asks for the table's line of the position `key`, to be read soon: the
 * line is on its way while the search does something else. */
static inline void
c4_table_prefetch (const QdKinarowSolver *solver, guint64 key)
{
#if defined(__GNUC__) || defined(__clang__)
  guint i;

  __builtin_prefetch (c4_table_line (solver, c4_table_slot (key), &i));
#endif
}

/* Narrows the window [*alpha, *beta] to the score's known range [lo, hi];
 * TRUE when it is then empty, with the bound to return in *alpha. */
static inline gboolean
c4_window_empty (gint lo, gint hi, gint *alpha, gint *beta)
{
  if (*alpha < lo)
    {
      *alpha = lo;
      if (*alpha >= *beta)
        return TRUE;
    }
  if (*beta > hi)
    {
      *beta = hi;
      if (*alpha >= *beta)
        {
          *alpha = hi;
          return TRUE;
        }
    }
  return FALSE;
}

static inline void
c4_table_put (QdKinarowSolver *solver, guint64 key, gint score, gboolean lower)
{
  guint slot = c4_table_slot (key), i;
  C4Line *line = c4_table_line (solver, slot, &i);

  if (solver->stopped)
    return;
  line->keys[i] = (guint32) key;
  line->bounds[i] = (guint8) ((score + C4_BOUND_OFFSET) | (lower ? C4_LOWER : 0));
  if (solver->n_used < C4_USED_MAX)
    solver->used[solver->n_used] = slot;
  solver->n_used += solver->n_used <= C4_USED_MAX;
}

/* The narrowing of [lo, hi] to the exact score by null-window searches,
 * each `search (solver, pos, alpha, alpha + 1)`. */
typedef gint (*C4WindowSearch) (QdKinarowSolver *solver, const QdKinarowC4 *pos, gint alpha, gint beta);
gint qd_kinarow_solve_null_windows (QdKinarowSolver *solver, const QdKinarowC4 *pos, gint lo, gint hi,
                                    C4WindowSearch search);

/* The bitboard search of `solver->lab`'s row (the solver's: QD_KINAROW_LAB_ORDERED) from `pos`. */
gint qd_kinarow_solve_bits (QdKinarowSolver *solver, const QdKinarowC4 *pos, gint alpha, gint beta);

/* The score when the player to move wins at once or the board is full, else FALSE. */
gboolean qd_kinarow_solve_settled (const QdKinarowC4 *pos, gint *score);

G_END_DECLS
