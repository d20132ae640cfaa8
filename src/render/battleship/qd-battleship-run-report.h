/* qd-battleship-run-report.h — the report of a Battleship run, the same
 * from the command line (`quandary-cli battleship --report`) and from the
 * tab (Report…): the puzzle drawn with its counts and fleet, the settings,
 * the verdict (one solution, several, none) with the solution drawn and
 * written as battle.py writes it, the statistics and the search tree's
 * overview; and of a generation (`battleship --generate`): the puzzle made,
 * the generator's settings and its one solution. */
#pragma once

#include "problems/battleship/qd-battleship.h"
#include "render/qd-report.h"

G_BEGIN_DECLS

typedef struct {
  const char *path;                     /* the puzzle's file as given; NULL: not saved */
  const QdBattleship *puzzle;
  QdBattleshipNotation notation;        /* of the solution written */
  guint max_solutions;                  /* the solutions are counted up to this */
  double time_limit;                    /* seconds, 0: none */
  const QdBattleshipResult *result;     /* NULL: not solved (yet) */
  gboolean solution_printed;            /* the report's output has the solution (the CLI's stdout) */
  const QdSearchTree *tree;             /* the run's recorded search tree, or NULL */
} QdBattleshipRun;

/* Adds the run's parts to `report` (made by the caller: the tab's
 * qd_page_report_new). */
void      qd_battleship_run_report_add (QdReport *report, const QdBattleshipRun *run);
/* A report titled by the problem and the puzzle file's name, its figures
 * drawn in `palette` (NULL: light). */
QdReport *qd_battleship_run_report_new (const QdBattleshipRun *run, const QdPalette *palette);

typedef struct {
  const char *path;                     /* where the puzzle was written; NULL: stdout */
  guint size;
  guint difficulty;
  guint64 seed;
  const QdBattleship *puzzle;           /* the puzzle made */
  const QdBattleshipResult *result;     /* the puzzle solved, or NULL */
} QdBattleshipGeneration;

QdReport *qd_battleship_generation_report_new (const QdBattleshipGeneration *generation, const QdPalette *palette);

G_END_DECLS
