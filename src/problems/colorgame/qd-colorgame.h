/* qd-colorgame.h — the adversarial map-colouring game (statement 001): its
 * input file, its rules as a QdGame.
 *
 * File format (the statement's, see data/FORMATS.md):
 *     R, G, B                      colours
 *     WA: R-1, SA: G-2             the initial assignment: node: colour-player
 *     3                            the search depth (the root is depth 0)
 *     R: 10, G: 5, B: 0            player 1's weight of each colour
 *     R: 0, G: 2, B: 8             player 2's
 *     SA: WA, NT, Q, NSW, V        then one line per node: its neighbours
 * Colours are [a-zA-Z]+, nodes [a-zA-Z0-9]+, both case-sensitive and ordered
 * by ASCII.  Adjacency is made symmetric.
 *
 * Rules: players alternate; a move colours an uncoloured node that has a
 * coloured neighbour, with a colour none of its coloured neighbours has.  A
 * player scores the weight of each colour it placed; a position is worth
 * player 1's score minus player 2's.  Moves are searched in ASCII order of
 * the node name, then the colour name. */
#pragma once

#include <glib.h>
#include "core/qd-game.h"
#include "problems/qd-map.h"

G_BEGIN_DECLS

#define QD_COLORGAME_ERROR (qd_colorgame_error_quark ())
GQuark qd_colorgame_error_quark (void);

typedef enum {
  QD_COLORGAME_ERROR_SYNTAX,
  QD_COLORGAME_ERROR_NAME,      /* unknown, duplicate or invalid names */
  QD_COLORGAME_ERROR_RANGE,     /* too many nodes or colours, numbers out of range */
  QD_COLORGAME_ERROR_RULE,      /* the initial assignment breaks the colouring rule */
  QD_COLORGAME_ERROR_ENCODING,
} QdColorgameError;

#define QD_COLORGAME_MAX_NODES 256
#define QD_COLORGAME_MAX_COLORS 64
#define QD_COLORGAME_MAX_DEPTH 1000000
#define QD_COLORGAME_MAX_WEIGHT 1000000

typedef struct {
  guint node;
  guint color;
  guint player;        /* 1 or 2 */
} QdColorgameAssign;

typedef struct {
  QdMap *map;          /* node names, adjacency; positions from a layout */
  GPtrArray *colors;   /* colour names, in the file's order */
  gint weights[2][QD_COLORGAME_MAX_COLORS];   /* [player - 1][colour] */
  guint depth;
  GArray *initial;     /* of QdColorgameAssign, in the file's order */
  /* Derived by qd_colorgame_update: the search order. */
  guint node_order[QD_COLORGAME_MAX_NODES];   /* node indices in ASCII order */
  guint color_order[QD_COLORGAME_MAX_COLORS]; /* colour indices in ASCII order */
} QdColorgame;

/* Errors (QD_COLORGAME_ERROR) start with "line L: ". */
QdColorgame *qd_colorgame_parse    (const char *text, gssize length, GError **error);
/* The file format, newline-terminated: node lines in node order, each
 * neighbour list in node order.  The parser numbers the nodes in the order of
 * their lines (then the nodes named only as neighbours), so a file keeps the
 * order of its lines and a rewrite of a rewrite is the same text. */
char        *qd_colorgame_to_string (const QdColorgame *game);
QdColorgame *qd_colorgame_copy     (const QdColorgame *game);
void         qd_colorgame_free     (QdColorgame *game);

/* A game built in code (the editor): `map` is taken over. Colours and
 * weights come from `like` when given, else R, G, B with weight 1. */
QdColorgame *qd_colorgame_new      (QdMap *map, const QdColorgame *like);
/* After changing names, colours or the map: re-derives the search order. */
void         qd_colorgame_update   (QdColorgame *game);

/* The colour of each node (-1: none) and who placed it (0: nobody). */
void         qd_colorgame_colors   (const QdColorgame *game, gint *colors, guint8 *owners);
/* Checks the initial assignment against the rules; FALSE with a message
 * naming `line` (the assignment's line) when two neighbours share a colour. */
gboolean     qd_colorgame_check    (const QdColorgame *game, guint line, GError **error);
/* The player who moves after the initial assignment (the other one than the
 * last to move; player 1 when nothing is coloured). */
guint        qd_colorgame_next_player (const QdColorgame *game);
/* Each player's score from the initial assignment. */
void         qd_colorgame_scores   (const QdColorgame *game, gint scores[2]);
gint         qd_colorgame_find_color (const QdColorgame *game, const char *name);
gboolean     qd_colorgame_name_is_valid  (const char *name);
gboolean     qd_colorgame_color_is_valid (const char *name);

/* ------------------------------------------------------------ the game */

/* The rules the searcher plays: `rules` must outlive the QdGame built on it. */
typedef struct {
  const QdColorgame *game;
  gboolean arc_consistency;   /* skip moves after which AC-3 empties a domain */
  guint n_nodes;
} QdColorgameRules;

/* A position: the last move and the colours so far.  Variable size:
 * qd_colorgame_state_size() bytes. */
typedef struct {
  gint32 score;        /* player 1's score minus player 2's */
  guint16 node;        /* the last move (the root: the last initial move) */
  guint8 color;
  guint8 to_move;      /* QD_PLAYER_MAX (player 1) or QD_PLAYER_MIN */
  guint8 colors[];     /* per node: 0 uncoloured, else colour + 1 */
} QdColorgameState;

#define QD_COLORGAME_MOVE(node, color) (((QdMove) (node) << 8) | (QdMove) (color))
#define QD_COLORGAME_MOVE_NODE(move) ((guint) ((move) >> 8))
#define QD_COLORGAME_MOVE_COLOR(move) ((guint) ((move) & 0xff))

void              qd_colorgame_rules_init (QdColorgameRules *rules, const QdColorgame *game,
                                           gboolean arc_consistency);
void              qd_colorgame_as_game    (const QdColorgameRules *rules, QdGame *game);
gsize             qd_colorgame_state_size (const QdColorgame *game);
/* The position after the initial assignment with `to_move` to move (the
 * exact output always searches with player 1, MAX, to move). */
QdColorgameState *qd_colorgame_root       (const QdColorgame *game, QdPlayer to_move);
/* The legal moves in search order; returns how many (`moves` holds
 * n_nodes * n_colours entries). */
guint             qd_colorgame_moves      (const QdColorgameRules *rules, const QdColorgameState *state,
                                           QdMove *moves);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdColorgame, qd_colorgame_free)

G_END_DECLS
