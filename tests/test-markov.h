/* test-markov.h — the grids of the test markov, shared by its two files:
 * test-markov.c (planning) and test-markov-learn.c (learning). */
#pragma once

#include "core/qd-markov.h"
#include "core/qd-markov-grid.h"

enum { NORTH = QD_MARKOV_NORTH, WEST = QD_MARKOV_WEST, SOUTH = QD_MARKOV_SOUTH, EAST = QD_MARKOV_EAST, EXIT = QD_MARKOV_EXIT };

typedef struct
{
  QdMarkovGrid *world;
  gint *state;      /* w × h: the cell's state, -1 a wall */
  QdMarkov *mdp;       /* the absorbing state is the last */
} Grid;

void grid_free (Grid *g);
/* The state of (X, Y), -1 off the grid or on a wall. */
gint cell (const Grid *g, gint x, gint y);
/* ROWS: the grid as its text writes it, top row first, tokens split by
 * spaces: _ empty, S start, # wall, a number an exit with that value. */
void grid_build (Grid *g, const char *const *rows, double noise, double living);

/* AIMA's 4 × 3 world and figure 17.2(a)'s policy, cell by cell. */
extern const char *const aima_rows[];
extern const gint aima_cells[9][2];
extern const guint aima_policy[9];

/* test-markov-learn.c's cases. */
void test_markov_learn_add (void);
