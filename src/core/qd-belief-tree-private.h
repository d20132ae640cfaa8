/* qd-belief-tree-private.h — the compiled junction tree shared by its
 * compilation (qd-belief-tree.c) and its propagation
 * (qd-belief-tree-propagate.c).  Lists are CSR: the items of clique c are
 * at [start[c], start[c + 1]).  A table over a clique's variables is in the
 * factors' order (ascending ids, last fastest); a STRIDE array gives, per
 * variable of a clique, how far one step of it moves in another table (0
 * when that table does not hold it), which is how a clique's entries are
 * walked against a separator's or a node's table. */
#pragma once

#include "qd-belief-tree.h"

struct _QdBeliefTree
{
  const QdBeliefNet *net;
  guint n_cliques;
  guint *clique_start;      /* n_cliques + 1 */
  guint *clique_vars;       /* each clique's variables, ascending */
  guint *clique_card;       /* their cards */
  gsize *clique_size;
  double total;             /* entries of every clique's table and separator */
  double *clique_scalar;    /* Π 1 / card of the decisions given to the clique */
  double **potential;
  guint *parent;            /* G_MAXUINT at the root (clique 0) */
  guint *preorder;          /* every clique, parents before children */
  /* the separator of each clique but the root with its parent */
  gsize *sep_size;
  double **sep;
  gsize *up_stride;         /* like clique_vars: the clique's variables in its separator */
  guint *down_start;        /* n_cliques + 1 */
  gsize *down_stride;       /* the parent's variables in the clique's separator */
  /* the tables given to each clique */
  guint *family_start;      /* n_cliques + 1 */
  guint *family_var;        /* chance variables */
  gsize *family_stride;     /* per family, one stride per variable of its clique (at family_offset) */
  gsize *family_offset;     /* per family */
  /* marginals */
  guint *home;              /* n_vars: the smallest clique holding the variable; G_MAXUINT for utilities */
  gsize *marginal_start;    /* n_vars + 1 */
  double *marginal;
  gboolean *marginal_ready;
  /* what a propagation works with, allocated once */
  gint *evidence;           /* n_vars */
  guint *x;                 /* the largest clique's number of variables */
  gsize *index;             /* the most families of a clique */
  double *ratio;            /* the largest separator */
  double largest;
  double evidence_probability;
  gboolean calibrated;
};
