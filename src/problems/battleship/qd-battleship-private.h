/* qd-battleship-private.h — what the Battleship solver and hints share: the
 * cell masks (bit v: value v, W S L R T B M), and the filters that both the
 * CSP propagators and the hint's own fixpoint loop run on them. */
#pragma once

#include "qd-battleship.h"

G_BEGIN_DECLS

#define QD_BATTLESHIP_N_VALUES 7
#define QD_BATTLESHIP_BIT_W (1u << 0)
#define QD_BATTLESHIP_BIT_S (1u << 1)
#define QD_BATTLESHIP_BIT_L (1u << 2)
#define QD_BATTLESHIP_BIT_R (1u << 3)
#define QD_BATTLESHIP_BIT_T (1u << 4)
#define QD_BATTLESHIP_BIT_B (1u << 5)
#define QD_BATTLESHIP_BIT_M (1u << 6)
#define QD_BATTLESHIP_ALL_BITS 0x7fu
#define QD_BATTLESHIP_SHIP_BITS 0x7eu


static inline guint8 qd_battleship_cell_bit (QdBattleshipCell cell) { return (guint8) (1u << (cell - 1)); }

/* QdBattleshipWhy a filter failed or decided a cell, for hints (NULL when solving). */
typedef struct {
  char *text;
} QdBattleshipWhy;

void        qd_battleship_why_set (QdBattleshipWhy *why, const char *format, ...) G_GNUC_PRINTF (2, 3);
char       *qd_battleship_cell_name (guint row, guint col);
/* The cells diagonal to cell `i` (row-major) of an n × n board, those on
 * it, into `out`: up-left, up-right, down-left, down-right.  Their number. */
guint       qd_battleship_diagonals (guint n, guint i, guint out[4]);
const char *qd_battleship_length_name (guint len);
char       *qd_battleship_line_name (guint line, gboolean column);

/* Once, before any line filter. */
void        qd_battleship_init_tables (void);
/* GAC on one line: the masks m[0..n-1] form ships along the line with
 * `count` ship cells.  FALSE on a failure; *work counts the steps. */
gboolean    qd_battleship_line_filter (guint8 *m, guint n, guint count, gboolean column, guint64 *work);
void        qd_battleship_line_explain_failure (const QdBattleship *p, const guint8 *m, guint line,
                                     gboolean column, QdBattleshipWhy *why);

/* Ship cells per row and column that are already decided. */
typedef struct {
  guint n;
  guint8 row_def[QD_BATTLESHIP_MAX_SIZE], col_def[QD_BATTLESHIP_MAX_SIZE];
} QdBattleshipFleetScratch;

gboolean    qd_battleship_placement_ok (const QdBattleship *p, const guint8 *dom, const QdBattleshipFleetScratch *fs,
                             guint r, guint c, guint len, gboolean horiz, gboolean *fixed);
/* The fleet over the whole board (dom: n*n masks).  FALSE on a failure. */
gboolean    qd_battleship_fleet_filter (const QdBattleship *p, guint8 *dom, guint64 *work, QdBattleshipWhy *why);
/* Diagonal neighbours of a definite ship cell are water. */
gboolean    qd_battleship_diagonal_filter (guint n, guint8 *dom, QdBattleshipWhy *why);

/* The generator's search (qd-battleship-gen-search.c): is there a solution
 * other than the planted one?  Masks of size * size cells; levels[0 ..
 * cells) is the root, the state the generator keeps. */
typedef enum {
  QD_BATTLESHIP_GEN_UNIQUE,    /* no other solution */
  QD_BATTLESHIP_GEN_FOUND,     /* witness holds another one */
  QD_BATTLESHIP_GEN_BUDGET,    /* max_nodes ran out first */
  QD_BATTLESHIP_GEN_STOPPED,   /* the stop flag */
} QdBattleshipGenOther;

typedef struct {
  const QdBattleship *puzzle;  /* counts and fleet (hints are the root's business) */
  guint n, cells;
  const gint *stop;
  guint8 *planted;             /* the planted solution, as mask bits */
  guint8 *levels;              /* (cells + 1) * cells masks: the root, then one per depth */
  guint8 *witness;             /* the other solution found (QdBattleshipCell) */
  guint64 nodes, max_nodes;    /* of the last search; max 0: no limit */
} QdBattleshipGenSearch;

void        qd_battleship_gen_search_init (QdBattleshipGenSearch *s, const QdBattleship *puzzle,
                                           const guint8 *planted, const gint *stop);
void        qd_battleship_gen_search_clear (QdBattleshipGenSearch *s);
guint8     *qd_battleship_gen_search_root (QdBattleshipGenSearch *s);
/* The root from the hints (QdBattleshipCell, UNKNOWN: none), propagated.
 * FALSE on a contradiction. */
gboolean    qd_battleship_gen_search_reset (QdBattleshipGenSearch *s, const guint8 *hints);
/* dom[i] &= mask, then propagation; FALSE on a contradiction. */
gboolean    qd_battleship_gen_search_narrow (QdBattleshipGenSearch *s, guint8 *dom, guint i, guint8 mask);
/* Propagation of dom after changes in the rows and columns whose bits are set. */
gboolean    qd_battleship_gen_search_propagate (QdBattleshipGenSearch *s, guint8 *dom, guint32 rows, guint32 cols);
/* How many cells the root would have decided with dom[i] &= mask (0 on a
 * contradiction); the root stays as it is. */
guint       qd_battleship_gen_search_try (QdBattleshipGenSearch *s, guint i, guint8 mask);
/* A solution other than the planted one, below the (propagated) root. */
QdBattleshipGenOther qd_battleship_gen_search_other (QdBattleshipGenSearch *s, guint64 max_nodes);

G_END_DECLS
