/* qd-search.h — the document of state-space search: a route map, a grid maze
 * or a sliding-tile puzzle, and the engine's view of it (core/qd-space.h).
 *
 * One file format, three forms told apart by their content (data/FORMATS.md
 * "State-space search instances"): blank lines, comment lines and `key: value`
 * lines are skipped, then the first other line decides: a line of `#`, `.`,
 * `S`, `G` and the digits 1–9 only (no blank) is a maze row; a line of
 * integers separated by blanks is a row of tiles; anything else is a route map.
 *
 * States and actions, per kind (the engine's bytes):
 * - route: a guint32 place index; an action is the place reached;
 * - maze: a guint32 cell index (row × cols + col); an action is the cell
 *   entered;
 * - tiles: the board in canonical labels (qd-search-tiles.h), the blank's
 *   cell and the heuristic's cache; an action is the blank's move
 *   (QD_SEARCH_UP, DOWN, LEFT, RIGHT).
 */
#pragma once

#include <glib.h>

#include "core/qd-progress.h"
#include "core/qd-space.h"

G_BEGIN_DECLS

#define QD_SEARCH_ERROR (qd_search_error_quark ())
GQuark qd_search_error_quark (void);

typedef enum {
  QD_SEARCH_ERROR_SYNTAX,        /* a line that does not read; the message names it */
  QD_SEARCH_ERROR_TOO_LARGE,     /* past a limit below */
  QD_SEARCH_ERROR_ENCODING,      /* not UTF-8 text */
  QD_SEARCH_ERROR_HEURISTIC,     /* a heuristic the kind does not have or cannot use here */
  QD_SEARCH_ERROR_INVALID,       /* an edit that would break the document (the message says why) */
} QdSearchError;

/* Limits (data/FORMATS.md). */
#define QD_SEARCH_ROUTE_MAX_PLACES 100000
#define QD_SEARCH_ROUTE_MAX_ROADS  1000000
#define QD_SEARCH_ROUTE_MAX_NAME   64          /* bytes */
#define QD_SEARCH_MAX_MAGNITUDE    1e12        /* coordinates, costs, h values */
#define QD_SEARCH_MAZE_MAX_SIDE    2000
#define QD_SEARCH_MAZE_MAX_CELLS   1000000
#define QD_SEARCH_TILES_MIN_SIDE   3
#define QD_SEARCH_TILES_MAX_SIDE   5

typedef struct _QdSearchRoute QdSearchRoute;   /* qd-search-route.h */
typedef struct _QdSearchMaze  QdSearchMaze;    /* qd-search-maze.h */
typedef struct _QdSearchTiles QdSearchTiles;   /* qd-search-tiles.h */

typedef enum { QD_SEARCH_ROUTE, QD_SEARCH_MAZE, QD_SEARCH_TILES } QdSearchKind;
#define QD_SEARCH_N_KINDS 3

typedef enum {
  QD_SEARCH_H_ZERO,
  QD_SEARCH_H_SLD,
  QD_SEARCH_H_MANHATTAN,
  QD_SEARCH_H_OCTILE,
  QD_SEARCH_H_EUCLIDEAN,
  QD_SEARCH_H_MISPLACED,
  QD_SEARCH_H_LINEAR_CONFLICT,
  QD_SEARCH_H_PDB,
} QdSearchHeuristic;
#define QD_SEARCH_N_HEURISTICS 8

/* The tiles' actions: the blank's moves, in the order they are generated.
 * The inverse of a move is move ^ 1. */
enum { QD_SEARCH_UP, QD_SEARCH_DOWN, QD_SEARCH_LEFT, QD_SEARCH_RIGHT };

typedef struct {
  QdSearchKind kind;
  union {
    QdSearchRoute *route;
    QdSearchMaze *maze;
    QdSearchTiles *tiles;
  };
} QdSearchDoc;

/* --- The document ------------------------------------------------------ */

/* The kind the text is, by the rule above (any bytes). */
QdSearchKind qd_search_sniff (const char *text, gsize length);
/* NULL and an error naming the line; `warnings` (nullable) as QdFormat. */
QdSearchDoc *qd_search_doc_parse (const char *text, gssize length, GPtrArray *warnings, GError **error);
char        *qd_search_doc_to_string (const QdSearchDoc *doc);
QdSearchDoc *qd_search_doc_copy (const QdSearchDoc *doc);
void         qd_search_doc_free (QdSearchDoc *doc);
/* A document taking the model (owned). */
QdSearchDoc *qd_search_doc_new_route (QdSearchRoute *route);
QdSearchDoc *qd_search_doc_new_maze (QdSearchMaze *maze);
QdSearchDoc *qd_search_doc_new_tiles (QdSearchTiles *tiles);
/* A new document of that kind for "New": a small map of three places, an
 * open 7 × 11 maze, the 8-puzzle at its goal. */
QdSearchDoc *qd_search_doc_new_default (QdSearchKind kind);

const char  *qd_search_kind_to_string (QdSearchKind kind);   /* "route" "maze" "tiles" */

/* --- Heuristics -------------------------------------------------------- */

/* "zero" "sld" "manhattan" "octile" "euclidean" "misplaced" "linear-conflict" "pdb" */
const char  *qd_search_heuristic_to_string (QdSearchHeuristic h);
gboolean     qd_search_heuristic_from_string (const char *text, QdSearchHeuristic *h);
/* A heuristic's name for people (translated): "Straight-line distance". */
const char  *qd_search_heuristic_title (QdSearchHeuristic h);
/* The heuristics a kind has, in the order the window lists them:
 *   route: sld zero; maze: manhattan octile euclidean zero;
 *   tiles: misplaced manhattan linear-conflict pdb zero. */
guint        qd_search_kind_heuristics (QdSearchKind kind, const QdSearchHeuristic **list);
gboolean     qd_search_doc_has_heuristic (const QdSearchDoc *doc, QdSearchHeuristic h);
/* route: sld; maze: manhattan (4-connected) or octile (8); tiles: manhattan. */
QdSearchHeuristic qd_search_doc_default_heuristic (const QdSearchDoc *doc);
/* A sentence when `h` may overestimate here (manhattan on an 8-connected
 * maze; sld where a road is shorter than the straight line), else NULL. */
char        *qd_search_doc_heuristic_warning (const QdSearchDoc *doc, QdSearchHeuristic h);

/* --- The engine's view ------------------------------------------------- */

/* The space of the document (copied: the space owns its data) with heuristic
 * `h`, or NULL and an error (a heuristic the kind has not; sld on a map
 * without coordinates nor h table).  QD_SEARCH_H_PDB builds or loads the
 * pattern databases (qd-search-pdb.h), which may take seconds: `stop` and
 * `progress` (nullable) are handed to it.  Free with qd_search_space_free. */
QdSpace     *qd_search_doc_space_full (const QdSearchDoc *doc, QdSearchHeuristic h, const gint *stop,
                                       QdProgress *progress, GError **error);
QdSpace     *qd_search_doc_space (const QdSearchDoc *doc, QdSearchHeuristic h, GError **error);
void         qd_search_space_free (QdSpace *space);
/* The start state's bytes (space->state_size), owned by the space. */
gconstpointer qd_search_space_start (const QdSpace *space);
/* The successor of `state` by `action` when that action is legal there:
 * writes it to `child` (state_size bytes) and its step cost, TRUE; else FALSE.
 * For checks of a given path. */
gboolean     qd_search_space_apply (const QdSpace *space, gconstpointer state, QdSpaceAction action,
                                    guint8 *child, double *cost);

/* FALSE when no path can exist: a sliding-tile start of the other parity
 * than the goal (a run answers "no solution" without searching).  Routes
 * and mazes: TRUE (the search finds out). */
gboolean     qd_search_doc_is_solvable (const QdSearchDoc *doc);

/* How many places (route) or cells (maze, rows × cols) the document has,
 * and the one a state is at; tiles: 0 and G_MAXUINT. */
guint        qd_search_doc_n_cells (const QdSearchDoc *doc);
guint        qd_search_doc_state_cell (const QdSearchDoc *doc, gconstpointer state);

/* Text of a state: "Arad", "3 5" (row col), "7 2 4/5 0 6/8 3 1" (the
 * file's numbers).  Of an action: "Sibiu", "3 6", "up". */
void         qd_search_doc_state_text (const QdSearchDoc *doc, gconstpointer state, GString *out);
void         qd_search_doc_action_text (const QdSearchDoc *doc, QdSpaceAction a, GString *out);
/* The action a text names (what action_text writes; a place by name, a cell
 * as "ROW COL", a move word), or FALSE.  Legality is the space's matter. */
gboolean     qd_search_doc_action_from_text (const QdSearchDoc *doc, const char *text, QdSpaceAction *a);

G_END_DECLS
