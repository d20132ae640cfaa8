/* qd-search-pdb.h — additive pattern databases for the sliding tiles
 * (Korf and Felner 2002; Felner, Korf and Hanan 2004).
 *
 * The tiles are split into disjoint groups.  A group's table holds, for every
 * placement of the group's k tiles on the board, the least number of moves
 * *of those tiles* that bring them to their goal cells when the other tiles
 * are indistinguishable and move for free.  Only the group's own moves are
 * counted, so the values of disjoint groups add up to an admissible
 * heuristic.  On a square board whose blank goal is on the main diagonal the
 * same tables are looked up a second time on the board reflected about that
 * diagonal (positions transposed, tile r·C+c relabelled c·C+r): the goal is
 * its own reflection, so the reflected board is exactly as far from it, and
 * h = max (sum on the board, sum on the reflection).
 *
 * Tiles are named by their goal cells (the tiles' canonical labels,
 * qd-search-tiles.h): the goal is cells[i] = i, the blank's goal cell is
 * `blank_goal`.  A placement is the k tiles' cells in the group's order (its
 * goal cells, increasing); its rank is a number in [0, n!/(n−k)!) with n the
 * number of cells: rank = Σ p'ᵢ · (n−i−1)!/(n−k)!, p'ᵢ the position of the
 * i-th tile's cell among the cells not taken by the tiles before it.
 *
 * Tables are built by a 0-1 breadth-first search from the goal placement over
 * (placement, blank cell) — a move of a group tile costs 1, of another tile 0
 * — then cached in $XDG_CACHE_HOME/quandary/pdb (qd-search-pdb-cache.c, file
 * format in data/FORMATS.md "Pattern databases") and shared in the process:
 * the second caller of a key gets the same table.
 */
#pragma once

#include <glib.h>

#include "core/qd-progress.h"

G_BEGIN_DECLS

typedef struct _QdSearchTilesHeuristic QdSearchTilesHeuristic;   /* qd-search-tiles.h */

#define QD_SEARCH_PDB_MAX_K      8    /* tiles in a group (the file header has room for 8) */
#define QD_SEARCH_PDB_MAX_GROUPS 6    /* groups in a partition (5×5: six groups of four) */
#define QD_SEARCH_PDB_MAX_CELLS  25   /* boards up to 5×5 */

/* One group: the board, the blank's goal cell and the group's tiles (their
 * goal cells, increasing, never the blank's). */
typedef struct {
  guint8 rows, cols, blank_goal, k;
  guint8 cells[QD_SEARCH_PDB_MAX_K];   /* k used; the rest 0xff */
} QdSearchPdbKey;

/* Where a table came from. */
typedef enum {
  QD_SEARCH_PDB_SHARED,    /* already in this process */
  QD_SEARCH_PDB_LOADED,    /* read from the cache folder */
  QD_SEARCH_PDB_BUILT,     /* built now (and saved when the folder could be written) */
} QdSearchPdbSource;

typedef struct _QdSearchPdb QdSearchPdb;   /* one group's table: immutable, refcounted, any thread */

/* The partition used for a board (the table in qd-search-pdb.c): fills up to
 * QD_SEARCH_PDB_MAX_GROUPS keys and returns their number; 0 when the board is
 * not 3 … 5 × 3 … 5 or blank_goal is not a cell. */
guint    qd_search_pdb_partition (guint rows, guint cols, guint blank_goal, QdSearchPdbKey *groups);
/* A key from a list of goal cells (any order; sorted here).  FALSE when a
 * cell repeats, is the blank's or is off the board, or k is 0 or too many. */
gboolean qd_search_pdb_key_init  (QdSearchPdbKey *key, guint rows, guint cols, guint blank_goal,
                                  const guint8 *cells, guint k);
/* n!/(n−k)!: the table's size in bytes. */
guint64  qd_search_pdb_key_entries (const QdSearchPdbKey *key);
/* Whether the reflection about the main diagonal applies (square board, blank
 * goal on the diagonal). */
gboolean qd_search_pdb_reflects  (guint rows, guint cols, guint blank_goal);

/* Ranking of placements: k distinct positions in [0, n), n ≤ 32. */
guint64  qd_search_pdb_rank      (guint n, guint k, const guint8 *positions);
void     qd_search_pdb_unrank    (guint n, guint k, guint64 rank, guint8 *positions);

/* Builds the table of `key` (no cache).  `progress` (optional): total += the
 * states of the search (placements × cells) on entry, done += each state as
 * it is settled.  `stop` (optional) is read every 65,536 states: NULL with
 * G_IO_ERROR_CANCELLED. */
QdSearchPdb *qd_search_pdb_build (const QdSearchPdbKey *key, const gint *stop, QdProgress *progress,
                                  GError **error);
QdSearchPdb *qd_search_pdb_ref   (QdSearchPdb *pdb);
void         qd_search_pdb_unref (QdSearchPdb *pdb);
/* The entries (qd_search_pdb_key_entries bytes), indexed by rank. */
const guint8 *qd_search_pdb_get_entries (const QdSearchPdb *pdb);
/* How long the table took to build (µs; for a loaded table, as its file says). */
gint64       qd_search_pdb_get_build_time (const QdSearchPdb *pdb);
/* The value of a placement of the group's tiles (k positions, the key's order). */
guint        qd_search_pdb_lookup (const QdSearchPdb *pdb, const guint8 *positions);

/* --- the cache (qd-search-pdb-cache.c) --- */

/* The folder tables are cached in: $XDG_CACHE_HOME/quandary/pdb unless set. */
char        *qd_search_pdb_cache_dir      (void);
/* Sets another folder (tests, the benchmark); NULL: the default again. */
void         qd_search_pdb_set_cache_dir  (const char *dir);
/* The file name of a key: tiles-RxC-bB-CELLS.pdb, CELLS two hex digits a cell. */
char        *qd_search_pdb_file_name      (const QdSearchPdbKey *key);
/* The table of `key`: from this process's registry, else the cache folder
 * (checked: header and checksum; a damaged or stale file is built again with
 * a warning and replaced), else built and saved (a folder that cannot be
 * written: kept in memory, one warning).  `source` (optional) says which.
 * Thread-safe; two threads asking for the same key build it once. */
QdSearchPdb *qd_search_pdb_get            (const QdSearchPdbKey *key, const gint *stop, QdProgress *progress,
                                           QdSearchPdbSource *source, GError **error);
/* Where the cache's warnings go (a damaged file built again, a folder that
 * cannot be written): `func` gets the file or folder concerned and the
 * message (translated), on the thread that asked for the table; NULL (the
 * default): g_warning, for the window's log.  The command line prints them
 * as its other warnings, "quandary-cli: PATH: warning: MESSAGE". */
typedef void (*QdSearchPdbWarnFunc) (const char *path, const char *message, gpointer data);
void         qd_search_pdb_set_warn_func  (QdSearchPdbWarnFunc func, gpointer data);
/* Forgets the registry's tables (those still referenced live on with their
 * owners); for tests and the benchmark. */
void         qd_search_pdb_registry_clear (void);
/* Reads a cache file: NULL with an error saying what is wrong with it. */
QdSearchPdb *qd_search_pdb_load           (const QdSearchPdbKey *key, const char *path, GError **error);
/* Writes a table to `path` atomically (a temporary file, then a rename). */
gboolean     qd_search_pdb_save           (const QdSearchPdb *pdb, const char *path, GError **error);

/* --- the heuristic --- */

/* The pattern-database heuristic of a board (tiles' canonical labels), with
 * its tables from qd_search_pdb_get: built or loaded, so this may take
 * seconds the first time (progress: done/total = states of the tables being
 * built, value = tables ready so far; stop: NULL with G_IO_ERROR_CANCELLED).
 * cache_bytes: one value per group, twice when the board reflects.
 * NULL with an error for a board without a partition. */
QdSearchTilesHeuristic *qd_search_pdb_heuristic_new (guint rows, guint cols, guint blank_goal,
                                                     const gint *stop, QdProgress *progress,
                                                     GError **error);
/* The number of tables (groups) the heuristic of a board uses: for progress texts. */
guint        qd_search_pdb_heuristic_n_tables (guint rows, guint cols, guint blank_goal);

G_END_DECLS
