/* qd-fol.h — first-order definite clauses (AIMA chapter 9): terms, a parser
 * and printer, UNIFY with its steps (§9.2.2, Fig. 9.1), forward chaining
 * (FOL-FC-ASK, Fig. 9.3) and backward chaining (FOL-BC-ASK, Fig. 9.6) with
 * its proof tree (Fig. 9.7).
 *
 * The language (one sentence per text; blanks and line breaks free):
 *   - a name is an ASCII letter or digit followed by letters, digits and '_';
 *   - a variable is a name that begins with a lower-case letter (x, y, x17),
 *     as in the book and aima-python; Prolog has the reverse convention
 *     (AIMA §9.4.3);
 *   - a constant begins with an upper-case letter or a digit (John, M1, 0);
 *   - a function applies a constant-like name to terms: Mother(x), F(x, A);
 *   - an atom applies a predicate name to terms, Knows(John, x), or is a
 *     predicate alone (Raining);
 *   - a sentence is a fact, an atom: Owns(Nono, M1), or a definite clause,
 *     atoms joined by ∧ (or &) then ⇒ (or =>) and one atom:
 *     Missile(x) ∧ Owns(Nono, x) ⇒ Sells(West, x, Nono);
 *   - a query is an atom; its variables are the ones an answer binds.
 * The variables of a sentence are its own (each sentence is universally
 * quantified apart from the others).  A name keeps its role and arity in
 * every sentence of a QdFol: Knows with two arguments then with three, or
 * Mother as a function then as a predicate, is refused.  A text of several
 * sentences (qd_fol_parse_kb) holds one per line; '#' begins a comment.
 *
 * Left recursion, such as Human(h) ∧ Mother(m, h) ⇒ Human(m) tried first,
 * makes the book's backward chaining loop forever; FOL-BC-ASK here fails a
 * goal that is a renaming of one of its ancestors and bounds the depth, so
 * that it ends, but the answers that need the looping goal are then lost:
 * write the recursive premise last (Mother(m, h) ∧ Human(h) ⇒ Human(m)).
 *
 * Limits: terms nested deeper than QD_FOL_MAX_DEPTH (in the text or built by
 * a substitution), more than QD_FOL_MAX_TERMS distinct terms, more than
 * QD_FOL_MAX_CLAUSES sentences or QD_FOL_MAX_PREMISES premises in one are refused (errors name the line and the
 * column, in characters from 1); inference stops at its budget and says so.
 *
 * Every term lives in one flat array, hash-consed: two equal terms have the
 * same index, so a ground fact is known when its index is.  Variables are
 * numbered; a variable renamed apart prints with a subscript (x₁₇), which
 * does not read back.  Unification allocates nothing per node: bindings go
 * in a QdFolSubst (a value per variable and a trail) and its work stack is
 * kept between calls.  Every GArray here is made with room reserved, so
 * that &g_array_index (a, T, i) is never an offset from NULL. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define QD_FOL_ERROR (qd_fol_error_quark ())
GQuark qd_fol_error_quark (void);

typedef enum
{
  QD_FOL_ERROR_SYNTAX,   /* a text that is not a sentence */
  QD_FOL_ERROR_ARITY,    /* a name used with another arity or role */
  QD_FOL_ERROR_TOO_BIG,  /* past one of the limits */
} QdFolError;

#define QD_FOL_MAX_DEPTH 1000u
#define QD_FOL_MAX_TERMS (1u << 21)
#define QD_FOL_MAX_CLAUSES (1u << 16)
#define QD_FOL_MAX_PREMISES 1000u
#define QD_FOL_NONE G_MAXUINT

typedef enum
{
  QD_FOL_VAR,    /* symbol: the variable's number */
  QD_FOL_FUN,    /* a function, or a constant (arity 0) */
  QD_FOL_ATOM,   /* a predicate applied to terms */
} QdFolKind;

typedef struct
{
  guint kind;    /* QdFolKind */
  guint symbol;  /* a name's number, or the variable's */
  guint arity;
  guint args;    /* the arguments: fol->args[args … args + arity) */
  guint depth;   /* 1 for a variable or a constant */
  guint ground : 1;
  guint hash : 31;
} QdFolTerm;

typedef struct
{
  guint name;    /* its name's number */
  guint copy;    /* 0 for a variable of the text, n for its n-th renaming */
} QdFolVar;

typedef struct
{
  guint conclusion;  /* an atom */
  guint premises;    /* fol->premises[premises … premises + n_premises) */
  guint n_premises;  /* 0 for a fact */
  guint first_var;   /* its variables are first_var … first_var + n_vars - 1 */
  guint n_vars;
  guint line;        /* where it was read (0: built) */
} QdFolClause;

typedef struct
{
  GArray *terms;     /* QdFolTerm */
  GArray *args;      /* guint term indices */
  GArray *vars;      /* QdFolVar */
  GArray *clauses;   /* QdFolClause, in the order told */
  GArray *premises;  /* guint atoms */
  GPtrArray *names;  /* name number → text */
  GHashTable *by_name;
  GArray *roles;     /* per name: its role, arity, where first used */
  guint *table;      /* the hash-consing table: term index + 1, 0 empty */
  guint table_size;
  guint table_used;
  GArray *canon;     /* guint: the canonical variables' terms */
  guint renamings;   /* renamings made (the copy number of the last) */
  gboolean overflow; /* a builder went past a limit */
} QdFol;

QdFol   *qd_fol_new  (void);
void     qd_fol_free (QdFol *fol);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdFol, qd_fol_free)

const QdFolTerm *qd_fol_term (const QdFol *fol, guint term);
/* Argument i of a function or an atom. */
guint    qd_fol_arg  (const QdFol *fol, guint term, guint i);
const char *qd_fol_name (const QdFol *fol, guint symbol);
const QdFolClause *qd_fol_clause (const QdFol *fol, guint clause);
guint    qd_fol_n_clauses (const QdFol *fol);
guint    qd_fol_premise (const QdFol *fol, guint clause, guint i);

/* Builders: the term's index, or QD_FOL_NONE (fol->overflow set) past
 * QD_FOL_MAX_TERMS or QD_FOL_MAX_DEPTH.  No role or arity check: the parser
 * makes those. */
guint    qd_fol_make (QdFol *fol, QdFolKind kind, guint symbol, const guint *args, guint arity);
guint    qd_fol_intern (QdFol *fol, const char *name);
/* A new variable named `name` (copy 0) and its term. */
guint    qd_fol_new_var (QdFol *fol, guint name, guint copy);

/* Reading.  `line` numbers the text's first line in errors ("line 3,
 * column 7: …").  A sentence is added as the last clause (its index, or
 * QD_FOL_NONE with `error`, the QdFol as before).  A query is an atom (its
 * index); its new variables are appended to `vars` (guint terms, NULL: not
 * kept), and a name already there is that variable (two queries read with
 * one `vars` share their x, as the rows of the book's unification table). */
guint    qd_fol_parse_sentence (QdFol *fol, const char *text, guint line, GError **error);
guint    qd_fol_parse_query    (QdFol *fol, const char *text, guint line, GArray *vars, GError **error);
/* Every line of `text` not blank and not a '#' comment, one sentence each;
 * FALSE at the first error (the sentences before it kept). */
gboolean qd_fol_parse_kb       (QdFol *fol, const char *text, GError **error);

/* Printing in the book's notation: Knows(John, Mother(x)),
 * American(x) ∧ Weapon(y) ⇒ Criminal(x).  Past QD_FOL_PRINT_MAX characters
 * a term is cut with "…". */
#define QD_FOL_PRINT_MAX 10000u
void     qd_fol_append_term   (const QdFol *fol, guint term, GString *out);
char    *qd_fol_print_term    (const QdFol *fol, guint term);
char    *qd_fol_print_clause  (const QdFol *fol, guint clause);

/* Substitutions: the value bound to each variable (QD_FOL_NONE: free) and
 * the trail of variables in the order they were bound. */
typedef struct
{
  GArray *value;   /* guint term per variable */
  GArray *trail;   /* guint variables */
  /* work space kept between calls */
  GArray *stack;   /* guint */
  GArray *memo;    /* guint per variable: its value applied */
  GArray *stamp;   /* guint per variable: the bindings' generation memo is from */
  guint generation;/* changes with every binding made or undone */
  GArray *seen;    /* guint per variable: the occurs check that followed it */
  guint seen_generation;
} QdFolSubst;

void     qd_fol_subst_init   (QdFolSubst *subst);
void     qd_fol_subst_clear  (QdFolSubst *subst);
/* The value of a variable (QD_FOL_NONE when free). */
guint    qd_fol_subst_lookup (const QdFolSubst *subst, guint var);
/* Unbinds the variables bound after the trail had `mark` entries. */
void     qd_fol_subst_undo   (QdFolSubst *subst, guint mark);
/* The term with every bound variable replaced, through the bindings, until
 * none is left (the composed substitution); QD_FOL_NONE past the limits. */
guint    qd_fol_subst_apply  (QdFol *fol, QdFolSubst *subst, guint term);
/* "{x/Jane, y/John}": the bindings in the order made, each value `composed`
 * (applied through the others) or as bound (raw).  `vars` (guint variable
 * terms) restricts to them, in their order, free ones left out. */
char    *qd_fol_subst_print  (QdFol *fol, QdFolSubst *subst, gboolean composed, const GArray *vars);
/* "{x/West, y/M1}" for parallel arrays of variable terms and values, or
 * for n pairs (variable, value) one after the other. */
char    *qd_fol_bindings_print (const QdFol *fol, const guint *vars, const guint *values, guint n);
char    *qd_fol_pairs_print    (const QdFol *fol, const guint *pairs, guint n);

/* UNIFY (Fig. 9.1's UNIFY and UNIFY-VAR with OCCUR-CHECK): TRUE with the new
 * bindings added to `subst`; FALSE with `subst` as it was.  `steps` (NULL:
 * not kept) receives QdFolStep: each binding, then the failure's reason. */
typedef enum
{
  QD_FOL_STEP_BIND,         /* a: the variable, b: its value */
  QD_FOL_STEP_CLASH_NAME,   /* a and b: names that differ (John, Elizabeth) */
  QD_FOL_STEP_CLASH_ARITY,  /* a and b: one name, other arities */
  QD_FOL_STEP_OCCURS,       /* a: the variable, b: the term it occurs in */
} QdFolStepKind;

typedef struct
{
  guint kind;   /* QdFolStepKind */
  guint a, b;   /* terms */
} QdFolStep;

gboolean qd_fol_unify (QdFol *fol, guint x, guint y, QdFolSubst *subst, GArray *steps);
/* One step as a sentence: "x/John", "John ≠ Elizabeth: the names differ",
 * "x occurs in S(x): the occurs check fails" (to free). */
char    *qd_fol_step_print (const QdFol *fol, const QdFolStep *step);

/* STANDARDIZE-VARIABLES: a copy of `term` whose variables are new ones
 * (renamings of the same names, numbered by a new copy number when `map` is
 * empty or NULL); `map` (guint variable term + 1 → the same) pairs old and
 * new variables across calls, so that the atoms of one clause share them.
 * QD_FOL_NONE past the limits. */
guint    qd_fol_rename (QdFol *fol, guint term, GHashTable *map);
/* The term with its variables renamed in order of appearance to canonical
 * ones: two terms are renamings of each other when these are equal. */
guint    qd_fol_canonical (QdFol *fol, guint term);

/* Budgets and statuses of the two chainings. */
typedef enum
{
  QD_FOL_ANSWERED,     /* FC: the query unified with a fact (stop at the first answer) */
  QD_FOL_FIXED_POINT,  /* FC: no new fact; BC: every proof tried */
  QD_FOL_CUT_OFF,      /* BC: every proof tried within the depth bound, some goal cut */
  QD_FOL_STOP_FACTS,   /* the budget of facts was reached */
  QD_FOL_STOP_ROUNDS,  /* FC: the budget of iterations; BC: of answers */
  QD_FOL_STOP_STEPS,   /* the budget of unifications was spent */
  QD_FOL_STOP_TERMS,   /* a term past QD_FOL_MAX_TERMS or QD_FOL_MAX_DEPTH */
  QD_FOL_STOPPED,      /* the stop flag was set */
} QdFolStatus;

/* FOL-FC-ASK: each iteration matches every rule's premises, in the order
 * told, against the facts known when it began, by unification; the new
 * facts join when it ends (the book's crime KB: Sells, Weapon, Hostile in
 * iteration 1, Criminal in 2).  A fact is new when it is not a renaming of
 * a known one.  The QdFol is not changed (a second run gives the same).
 * Unlike the book, the query is also tried on the KB's facts (iteration
 * 0), and a match of facts that were all known an iteration earlier is not
 * tried again (it gave nothing new then): the same facts, fewer steps. */
typedef struct
{
  gboolean all_answers;  /* run to the fixed point, every answer kept (the book stops at the first) */
  guint max_facts;       /* facts known, those of the KB included (0: 100,000) */
  guint max_rounds;      /* iterations (0: 1,000) */
  guint64 max_steps;     /* unifications tried (0: 10^7) */
  const gint *stop;
} QdFolFcOptions;

typedef struct
{
  guint atom;        /* the fact, its variables canonical */
  guint clause;      /* the rule that added it, QD_FOL_NONE for a fact of the KB */
  guint iteration;   /* 0 for the KB's facts, then 1, 2, … */
  guint bindings;    /* the rule's substitution: pairs bindings … + n_bindings of `bound` */
  guint n_bindings;
  guint premises;    /* the facts its premises matched: used[premises … + the rule's n_premises) */
} QdFolFact;

typedef struct
{
  QdFolStatus status;
  GArray *facts;       /* QdFolFact, in the order known */
  GArray *bound;       /* guint pairs: a rule's variable (its own, as written), its value */
  GArray *used;        /* guint fact numbers */
  GArray *query_vars;  /* guint variable terms of the query */
  GArray *answers;     /* guint: query_vars->len values per answer */
  GArray *answer_fact; /* guint: the fact that gave each answer */
  guint iterations;    /* iterations begun */
  guint64 steps;       /* unifications tried */
} QdFolFc;

/* FALSE with `error` only for a query that is not an atom of `fol`. */
gboolean qd_fol_fc_ask   (QdFol *fol, guint query, const QdFolFcOptions *options, QdFolFc *out, GError **error);
void     qd_fol_fc_clear (QdFolFc *fc);
/* "{x/West}" for answer i. */
char    *qd_fol_fc_answer_print (const QdFol *fol, const QdFolFc *fc, guint i);
/* "Sells(West, M1, Nono) by (2) {x/M1}, iteration 1" (clauses numbered from 1). */
char    *qd_fol_fc_fact_print (const QdFol *fol, const QdFolFc *fc, guint i);

/* FOL-BC-ASK: depth first, clauses in the order told, each standardized
 * apart when tried, premises left to right; answers in the order found,
 * one per proof (the same substitution may come twice). */
typedef struct
{
  guint max_depth;      /* goals deeper than this fail (0: 100; at most 100,000) */
  guint max_answers;    /* 0: every answer */
  guint64 max_steps;    /* unifications tried (0: 10^7) */
  gboolean keep_failed; /* the proof trees keep the attempts backtracked over */
  const gint *stop;
} QdFolBcOptions;

typedef enum
{
  QD_FOL_NODE_PROVED,   /* on the answer's proof */
  QD_FOL_NODE_UNDONE,   /* an attempt backtracked over (keep_failed) */
  QD_FOL_NODE_NO_CLAUSE,/* no clause's conclusion unified with the goal */
  QD_FOL_NODE_LOOP,     /* a renaming of an ancestor: failed */
  QD_FOL_NODE_DEPTH,    /* deeper than max_depth: failed */
} QdFolNodeStatus;

/* A tree's nodes come parents first, children in premise order.  With
 * keep_failed it is a forest: each attempt at the query is a root, and a
 * failed node shows its goal as it was when tried. */
typedef struct
{
  guint goal;     /* the atom under the answer's substitution (failed: when tried) */
  guint clause;   /* the clause whose conclusion it unified with, or QD_FOL_NONE */
  guint parent;   /* a node of the same tree, QD_FOL_NONE for the root (the query) */
  guint premise;  /* which premise of the parent's clause it is */
  guint depth;    /* 0 for the query */
  guint status;   /* QdFolNodeStatus */
} QdFolProofNode;

typedef struct
{
  guint values;    /* qd_fol_bc->values[values … + query_vars->len) */
  guint nodes;     /* its proof tree: nodes[nodes … + n_nodes), parents before children */
  guint n_nodes;
} QdFolAnswer;

typedef struct
{
  QdFolStatus status;
  GArray *query_vars; /* guint variable terms of the query */
  GArray *answers;    /* QdFolAnswer, in the order found */
  GArray *values;     /* guint terms */
  GArray *nodes;      /* QdFolProofNode, parent indices within the answer's tree */
  guint64 steps;      /* unifications tried */
  guint max_depth_reached;
} QdFolBc;

gboolean qd_fol_bc_ask   (QdFol *fol, guint query, const QdFolBcOptions *options, QdFolBc *out, GError **error);
void     qd_fol_bc_clear (QdFolBc *bc);
char    *qd_fol_bc_answer_print (const QdFol *fol, const QdFolBc *bc, guint i);
/* The proof tree of answer i drawn in text, one node a line, indented by
 * depth: "Weapon(M1) ← (5)". */
char    *qd_fol_bc_proof_print (const QdFol *fol, const QdFolBc *bc, guint i);

/* What a chaining ended with, a short phrase ("a fixed point", "the budget of
 * facts") for reports. */
const char *qd_fol_status_text (QdFolStatus status);

G_END_DECLS
