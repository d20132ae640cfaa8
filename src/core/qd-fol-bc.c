/* qd-fol-bc.c — FOL-BC-ASK (AIMA Fig. 9.6) as a machine, not a generator
 * on the C stack: the goals still to prove are a list of cells that share
 * their tails (backtracking truncates the array), and each goal being
 * proved has a choice point that says which clause to try next.  Clauses
 * are tried in the order told, standardized apart when tried, premises
 * left to right, so answers come in the book's order.  A goal that is a
 * renaming of an ancestor fails (left recursion ends), as does one deeper
 * than the bound.  The proof tree of each answer is the array of nodes
 * made on the way, one per goal resolved. */
#include "config.h"
#include "qd-fol-private.h"

#include <glib/gi18n.h>
#include <string.h>

typedef struct
{
  guint goal;      /* the atom, as the premise was renamed */
  guint parent;    /* the node of the goal whose premise it is (NONE: the query) */
  guint premise;
  guint depth;
  guint next;      /* the cell of the next goal, NONE: none */
} Cell;

typedef struct
{
  guint cell;      /* the goal being proved */
  guint next;      /* the next clause to try, in by_pred's list */
  guint trail, cells, nodes;  /* sizes to go back to */
  gboolean any;    /* some clause's conclusion unified */
} Choice;

typedef struct
{
  QdFol *fol;
  QdFolBcOptions o;
  QdFolBc *out;
  guint query;
  QdFolSubst subst;
  GPtrArray *by_pred;   /* predicate → GArray of clause numbers (NULL: none) */
  GArray *cells;        /* Cell */
  GArray *choices;      /* Choice */
  GArray *nodes;        /* QdFolProofNode, goals as selected */
  GArray *fresh;        /* guint: a renaming's variable terms */
  guint cont;           /* the first goal to prove, NONE: proved */
  gboolean cut;         /* a goal failed for the depth bound */
  gboolean done;
} Bc;

static void
finish (Bc *bc, QdFolStatus status)
{
  bc->out->status = status;
  bc->done = TRUE;
}

static guint
add_cell (Bc *bc, guint goal, guint parent, guint premise, guint depth, guint next)
{
  Cell cell = { goal, parent, premise, depth, next };

  g_array_append_val (bc->cells, cell);
  return bc->cells->len - 1;
}

static guint
add_node (Bc *bc, const Cell *cell, guint clause, QdFolNodeStatus status)
{
  guint goal = qd_fol_subst_apply (bc->fol, &bc->subst, cell->goal);
  QdFolProofNode node = { goal != QD_FOL_NONE ? goal : cell->goal, clause, cell->parent, cell->premise,
                          cell->depth, status };

  g_array_append_val (bc->nodes, node);
  return bc->nodes->len - 1;
}

/* Whether the two atoms surely do not unify: a constant against another
 * in the same place (saves renaming a clause that cannot apply). */
static gboolean
clash (Bc *bc, guint goal, guint head)
{
  const QdFolTerm *g = qd_fol_term (bc->fol, goal);

  for (guint i = 0; i < g->arity; i++)
    {
      guint a = qd_fol_arg (bc->fol, goal, i), value;
      const QdFolTerm *ta = qd_fol_term (bc->fol, a), *tb = qd_fol_term (bc->fol, qd_fol_arg (bc->fol, head, i));

      while (ta->kind == QD_FOL_VAR && (value = qd_fol_subst_lookup (&bc->subst, ta->symbol)) != QD_FOL_NONE)
        ta = qd_fol_term (bc->fol, value);

      if (ta->kind == QD_FOL_FUN && tb->kind == QD_FOL_FUN && ta->symbol != tb->symbol)
        return TRUE;
    }
  return FALSE;
}

/* Renames clause c apart (fresh variables, copy number shared) and unifies
 * its conclusion with the goal; on success pushes its premises in front of
 * the goals left. */
static gboolean
resolve (Bc *bc, Choice *cp, guint c)
{
  QdFol *fol = bc->fol;
  const QdFolClause *clause = qd_fol_clause (fol, c);
  Cell cell = g_array_index (bc->cells, Cell, cp->cell);
  guint head, node, cont = cell.next, first_var = clause->first_var, n_vars = clause->n_vars;

  if (clash (bc, cell.goal, clause->conclusion))
    return FALSE;
  fol->renamings++;
  g_array_set_size (bc->fresh, 0);
  for (guint v = 0; v < n_vars; v++)
    {
      guint term = qd_fol_new_var (fol, g_array_index (fol->vars, QdFolVar, first_var + v).name, fol->renamings);
      g_array_append_val (bc->fresh, term);
    }
  head = qd_fol_rename_range (fol, qd_fol_clause (fol, c)->conclusion, first_var, n_vars, (guint *) bc->fresh->data);
  if (head == QD_FOL_NONE || fol->overflow)
    {
      finish (bc, QD_FOL_STOP_TERMS);
      return FALSE;
    }
  if (!qd_fol_unify (fol, head, cell.goal, &bc->subst, NULL))
    return FALSE;
  cp->any = TRUE;
  node = add_node (bc, &cell, c, QD_FOL_NODE_PROVED);
  for (guint i = qd_fol_clause (fol, c)->n_premises; i-- > 0;)
    {
      guint premise = qd_fol_rename_range (fol, qd_fol_premise (fol, c, i), first_var, n_vars,
                                           (guint *) bc->fresh->data);
      if (premise == QD_FOL_NONE)
        {
          finish (bc, QD_FOL_STOP_TERMS);
          return FALSE;
        }
      cont = add_cell (bc, premise, node, i, cell.depth + 1, cont);
    }
  bc->cont = cont;
  return TRUE;
}

/* Tries the clauses left for the top choice point; FALSE (the choice point
 * popped) when none applies. */
static gboolean
try_next (Bc *bc)
{
  Choice *cp = &g_array_index (bc->choices, Choice, bc->choices->len - 1);
  const Cell *cell = &g_array_index (bc->cells, Cell, cp->cell);
  guint pred = qd_fol_term (bc->fol, cell->goal)->symbol;
  GArray *clauses = qd_fol_index_list (bc->by_pred, pred);

  while (cp->next < clauses->len && !bc->done)
    {
      if (++bc->out->steps > bc->o.max_steps)
        finish (bc, QD_FOL_STOP_STEPS);
      else if (bc->o.stop != NULL && g_atomic_int_get (bc->o.stop))
        finish (bc, QD_FOL_STOPPED);
      else if (resolve (bc, cp, g_array_index (clauses, guint, cp->next++)))
        return TRUE;
    }
  if (!cp->any && bc->o.keep_failed && !bc->done)
    add_node (bc, &g_array_index (bc->cells, Cell, cp->cell), QD_FOL_NONE, QD_FOL_NODE_NO_CLAUSE);
  g_array_set_size (bc->choices, bc->choices->len - 1);
  return FALSE;
}

/* Goes back to the latest choice point with a clause left to try. */
static void
backtrack (Bc *bc)
{
  while (!bc->done)
    {
      Choice *cp;

      if (bc->choices->len == 0)
        {
          finish (bc, bc->cut ? QD_FOL_CUT_OFF : QD_FOL_FIXED_POINT);
          return;
        }
      cp = &g_array_index (bc->choices, Choice, bc->choices->len - 1);
      qd_fol_subst_undo (&bc->subst, cp->trail);
      g_array_set_size (bc->cells, cp->cells);
      if (!bc->o.keep_failed)
        g_array_set_size (bc->nodes, cp->nodes);
      else
        for (guint i = cp->nodes; i < bc->nodes->len; i++)
          if (g_array_index (bc->nodes, QdFolProofNode, i).status == QD_FOL_NODE_PROVED)
            g_array_index (bc->nodes, QdFolProofNode, i).status = QD_FOL_NODE_UNDONE;
      if (try_next (bc))
        return;
    }
}

/* Whether the goal (under the bindings) is a renaming of an ancestor's. */
static gboolean
loops (Bc *bc, const Cell *cell)
{
  QdFol *fol = bc->fol;
  guint goal = qd_fol_subst_apply (fol, &bc->subst, cell->goal);

  goal = goal != QD_FOL_NONE ? qd_fol_canonical (fol, goal) : QD_FOL_NONE;
  for (guint n = cell->parent; n != QD_FOL_NONE && goal != QD_FOL_NONE;
       n = g_array_index (bc->nodes, QdFolProofNode, n).parent)
    {
      guint other = qd_fol_subst_apply (fol, &bc->subst, g_array_index (bc->nodes, QdFolProofNode, n).goal);
      const QdFolTerm *t, *g;

      if (other == QD_FOL_NONE)
        continue;
      /* Renamings have one depth, one groundness; ground ones are equal. */
      t = qd_fol_term (fol, other);
      g = qd_fol_term (fol, goal);
      if (t->symbol != g->symbol || t->depth != g->depth || t->ground != g->ground)
        continue;
      if (other == goal || (!t->ground && qd_fol_canonical (fol, other) == goal))
        return TRUE;
    }
  return FALSE;
}

/* Keeps the answer: the query's variables and the proof tree under the
 * bindings. */
static void
record_answer (Bc *bc)
{
  QdFolBc *out = bc->out;
  QdFolAnswer answer = { out->values->len, out->nodes->len, bc->nodes->len };

  for (guint i = 0; i < out->query_vars->len; i++)
    {
      guint value = qd_fol_subst_apply (bc->fol, &bc->subst, g_array_index (out->query_vars, guint, i));
      g_array_append_val (out->values, value);
    }
  for (guint i = 0; i < bc->nodes->len; i++)
    {
      QdFolProofNode node = g_array_index (bc->nodes, QdFolProofNode, i);
      guint goal = node.status == QD_FOL_NODE_PROVED ? qd_fol_subst_apply (bc->fol, &bc->subst, node.goal) : node.goal;

      if (goal != QD_FOL_NONE)
        node.goal = goal;
      g_array_append_val (out->nodes, node);
    }
  g_array_append_val (out->answers, answer);
  if (bc->o.max_answers != 0 && out->answers->len >= bc->o.max_answers)
    finish (bc, QD_FOL_STOP_ROUNDS);
}

/* Takes the first goal: a failure (depth, loop), or a new choice point. */
static void
step (Bc *bc)
{
  Cell cell = g_array_index (bc->cells, Cell, bc->cont);
  Choice cp = { bc->cont, 0, bc->subst.trail->len, bc->cells->len, bc->nodes->len, FALSE };

  bc->out->max_depth_reached = MAX (bc->out->max_depth_reached, cell.depth);
  if (cell.depth > bc->o.max_depth || loops (bc, &cell))
    {
      bc->cut |= cell.depth > bc->o.max_depth;
      if (bc->o.keep_failed)
        add_node (bc, &cell, QD_FOL_NONE, cell.depth > bc->o.max_depth ? QD_FOL_NODE_DEPTH : QD_FOL_NODE_LOOP);
      backtrack (bc);
      return;
    }
  if (bc->fol->overflow)
    {
      finish (bc, QD_FOL_STOP_TERMS);
      return;
    }
  g_array_append_val (bc->choices, cp);
  if (!try_next (bc))
    backtrack (bc);
}

static void
bc_init (Bc *bc, QdFol *fol, guint query, const QdFolBcOptions *options, QdFolBc *out)
{
  memset (out, 0, sizeof *out);
  out->query_vars = g_array_sized_new (FALSE, FALSE, sizeof (guint), 16);
  out->answers = g_array_sized_new (FALSE, FALSE, sizeof (QdFolAnswer), 16);
  out->values = g_array_sized_new (FALSE, FALSE, sizeof (guint), 16);
  out->nodes = g_array_sized_new (FALSE, FALSE, sizeof (QdFolProofNode), 16);
  *bc = (Bc) { .fol = fol, .o = *options, .out = out, .query = query, .cont = QD_FOL_NONE };
  if (bc->o.max_depth == 0)
    bc->o.max_depth = 100;
  bc->o.max_depth = MIN (bc->o.max_depth, 100000u);
  if (bc->o.max_steps == 0)
    bc->o.max_steps = 10000000;
  fol->overflow = FALSE;
  qd_fol_subst_init (&bc->subst);
  bc->by_pred = qd_fol_index_new ();
  bc->cells = g_array_sized_new (FALSE, FALSE, sizeof (Cell), 16);
  bc->choices = g_array_sized_new (FALSE, FALSE, sizeof (Choice), 16);
  bc->nodes = g_array_sized_new (FALSE, FALSE, sizeof (QdFolProofNode), 16);
  bc->fresh = g_array_sized_new (FALSE, FALSE, sizeof (guint), 16);
  for (guint c = 0; c < qd_fol_n_clauses (fol); c++)
    {
      guint pred = qd_fol_term (fol, qd_fol_clause (fol, c)->conclusion)->symbol;

      g_array_append_val (qd_fol_index_list (bc->by_pred, pred), c);
    }
}

static void
bc_free (Bc *bc)
{
  qd_fol_subst_clear (&bc->subst);
  g_ptr_array_unref (bc->by_pred);
  g_array_unref (bc->cells);
  g_array_unref (bc->choices);
  g_array_unref (bc->nodes);
  g_array_unref (bc->fresh);
}

gboolean
qd_fol_bc_ask (QdFol *fol, guint query, const QdFolBcOptions *options, QdFolBc *out, GError **error)
{
  QdFolBcOptions defaults = { 0 };
  Bc bc;

  bc_init (&bc, fol, query, options != NULL ? options : &defaults, out);
  if (!qd_fol_check_query (fol, query, out->query_vars, error))
    {
      bc_free (&bc);
      qd_fol_bc_clear (out);
      return FALSE;
    }
  bc.cont = add_cell (&bc, query, QD_FOL_NONE, 0, 0, QD_FOL_NONE);
  while (!bc.done)
    {
      if (bc.cont != QD_FOL_NONE)
        step (&bc);
      else
        {
          record_answer (&bc);
          if (!bc.done)
            backtrack (&bc);
        }
    }
  bc_free (&bc);
  return TRUE;
}

void
qd_fol_bc_clear (QdFolBc *bc)
{
  g_clear_pointer (&bc->query_vars, g_array_unref);
  g_clear_pointer (&bc->answers, g_array_unref);
  g_clear_pointer (&bc->values, g_array_unref);
  g_clear_pointer (&bc->nodes, g_array_unref);
}

char *
qd_fol_bc_answer_print (const QdFol *fol, const QdFolBc *bc, guint i)
{
  const QdFolAnswer *answer = &g_array_index (bc->answers, QdFolAnswer, i);

  return qd_fol_bindings_print (fol, (const guint *) bc->query_vars->data,
                                &g_array_index (bc->values, guint, answer->values), bc->query_vars->len);
}

char *
qd_fol_bc_proof_print (const QdFol *fol, const QdFolBc *bc, guint i)
{
  const QdFolAnswer *answer = &g_array_index (bc->answers, QdFolAnswer, i);
  static const char *const marks[] = { NULL, NULL, N_("no clause"), N_("a loop"), N_("the depth bound") };
  GString *out = g_string_new (NULL);

  for (guint k = 0; k < answer->n_nodes; k++)
    {
      const QdFolProofNode *node = &g_array_index (bc->nodes, QdFolProofNode, answer->nodes + k);

      for (guint d = 0; d < node->depth; d++)
        g_string_append (out, "  ");
      qd_fol_append_term (fol, node->goal, out);
      if (node->clause != QD_FOL_NONE)
        g_string_append_printf (out, " ← (%u)", node->clause + 1);
      if (node->status != QD_FOL_NODE_PROVED)
        g_string_append (out, " ✗");
      if (marks[node->status] != NULL)
        g_string_append_printf (out, " (%s)", _(marks[node->status]));
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}
