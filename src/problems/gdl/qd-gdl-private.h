/* qd-gdl-private.h — the reasoner's inside: interned symbols, hash-consed
 * terms, rules, the fact store and join, the ground network. */
#pragma once

#include "qd-gdl.h"
#include "core/qd-hash.h"

#include <gio/gio.h>

G_BEGIN_DECLS

#define QD_GDL_NONE G_MAXUINT32

/* ---- qd-gdl-term.c: symbols and terms */

/* The symbols every rulesheet has, interned first in this order. */
typedef enum {
  QD_GDL_SYM_IMPLIES, QD_GDL_SYM_NOT, QD_GDL_SYM_OR, QD_GDL_SYM_DISTINCT,
  QD_GDL_SYM_ROLE, QD_GDL_SYM_INIT, QD_GDL_SYM_TRUE, QD_GDL_SYM_DOES,
  QD_GDL_SYM_LEGAL, QD_GDL_SYM_NEXT, QD_GDL_SYM_TERMINAL, QD_GDL_SYM_GOAL,
  QD_GDL_SYM_BASE, QD_GDL_SYM_INPUT, QD_GDL_SYM_NOOP,
  QD_GDL_N_KEYWORDS
} QdGdlKeyword;

/* A term: a constant (arity 0), a variable (is_var: functor is the rule's
 * variable index) or a compound.  Terms are hash-consed: two equal terms
 * have one id, so ground terms compare by id. */
typedef struct {
  guint32 functor;
  guint32 args;              /* offset in the store's args */
  guint16 arity;
  guint8 is_var;
  guint8 ground;
  guint16 depth;             /* 1 for a constant or variable */
} QdGdlTerm;

typedef struct {
  GPtrArray *names;          /* symbol id -> print name */
  GHashTable *symbols;       /* folded name -> symbol id + 1 */
  GArray *terms;             /* QdGdlTerm */
  GArray *args;              /* guint32 term ids */
  guint64 *table;            /* open addressing: a term's hash << 32 | its id; all ones: empty */
  guint table_size;
  GArray *slots;             /* guint32: each term's slot in the table (a rollback empties it) */
} QdGdlStore;

void     qd_gdl_store_init    (QdGdlStore *store);
void     qd_gdl_store_clear   (QdGdlStore *store);
guint32  qd_gdl_store_symbol  (QdGdlStore *store, const char *name, gsize length);
/* The term's id when the store has it, else QD_GDL_NONE (nothing made). */
guint32  qd_gdl_store_find    (const QdGdlStore *store, guint32 functor, gboolean is_var, guint arity,
                               const guint32 *args);
/* The term's id (made when new); QD_GDL_NONE past QD_GDL_MAX_DEPTH. */
guint32  qd_gdl_store_make    (QdGdlStore *store, guint32 functor, gboolean is_var, guint arity,
                               const guint32 *args);
static inline const QdGdlTerm *
qd_gdl_term (const QdGdlStore *store, guint32 id)
{
  return &g_array_index (store->terms, QdGdlTerm, id);
}
static inline const guint32 *
qd_gdl_term_args (const QdGdlStore *store, const QdGdlTerm *t)
{
  /* NULL for a constant: the array may have no storage yet */
  return t->arity == 0 ? NULL : &g_array_index (store->args, guint32, t->args);
}
/* Forgets the terms made after the first `n_terms` (a failed grounding's:
 * no term id past them may be kept anywhere); the symbols stay. */
void     qd_gdl_store_truncate (QdGdlStore *store, guint n_terms);
/* Forgets the terms made after the first `n_terms`, cheaply (the terms of
 * one evaluation: as many steps as terms forgotten; the table made
 * before them is kept, as qd_gdl_store_truncate does not); no term id
 * past them may be kept anywhere. */
void     qd_gdl_store_rollback (QdGdlStore *store, guint n_terms);
/* Appends the term as KIF, with the file's spellings. */
void     qd_gdl_term_print    (const QdGdlStore *store, guint32 id, GString *out);
/* Whether the constant's name is an integer 0..100; its value in *value. */
gboolean qd_gdl_term_number   (const QdGdlStore *store, guint32 id, gint *value);
/* The relation of an atom: its functor (a constant's symbol). */
static inline guint32
qd_gdl_relation (const QdGdlStore *store, guint32 atom)
{
  return qd_gdl_term (store, atom)->functor;
}
/* Sets bit v of `vars` (n_vars bits) for each variable of the term. */
void     qd_gdl_term_vars     (const QdGdlStore *store, guint32 id, guint8 *vars);

/* ---- qd-gdl-read.c: rules */

typedef enum {
  QD_GDL_LIT_POS,
  QD_GDL_LIT_NEG,
  QD_GDL_LIT_DISTINCT,       /* term (distinct a b) */
  QD_GDL_LIT_EQUAL,          /* term (distinct a b) under a `not`: a = b; only inside
                              * the reader, which unifies a and b in the rule (no rule has one) */
} QdGdlLitKind;

typedef struct {
  guint32 term;
  guint8 kind;
} QdGdlLiteral;

typedef struct {
  guint32 head;
  guint32 first;             /* offset in the program's literals */
  guint16 n_body;
  guint16 n_vars;
  guint32 var_names;         /* offset in the program's var_names */
  guint line, column;
  guint8 lead;               /* the join takes body literal 0 first (a demand, qd-gdl-demand.c) */
} QdGdlRule;

typedef struct {
  char *name;                /* for messages */
  QdGdlStore store;
  GArray *rules;             /* QdGdlRule */
  GArray *lits;              /* QdGdlLiteral */
  GPtrArray *var_names;      /* each sentence's variables' names, as written */
  /* From the checks: each relation's stratum (symbol id -> topological
   * index of its component, QD_GDL_NONE for none), rules in that order. */
  guint32 *stratum;
  guint n_strata;
  guint32 *rule_order;       /* rule indices sorted by stratum */
  guint8 *recursive;         /* per stratum: a cycle */
  GArray *roles;             /* guint32 constant term ids, file order */
  GPtrArray *warnings;       /* "NAME:LINE:COLUMN: warning: …" (qd-gdl-rewrite.c) */
  /* The text being read and checked (borrowed, NULL after): an error of a
   * rule points at the token at fault in it (qd_gdl_rule_error_at). */
  const char *text;
  gsize length;
  /* The work of qd_gdl_evaluate_set's evaluations so far, in join steps
   * (QD_GDL_EVAL_WORK_FACT, _JOIN): qd-gdl-game.c sets it against the
   * network's */
  guint64 eval_work;
  /* The facts an evaluation of qd_gdl_evaluate_set may derive; 0:
   * QD_GDL_MAX_DERIVED */
  guint max_derived;
} QdGdlProgram;

static inline const QdGdlLiteral *
qd_gdl_rule_body (const QdGdlProgram *program, const QdGdlRule *rule)
{
  return rule->n_body == 0 ? NULL : &g_array_index (program->lits, QdGdlLiteral, rule->first);
}

void     qd_gdl_program_init  (QdGdlProgram *program, const char *name);
void     qd_gdl_program_clear (QdGdlProgram *program);
gboolean qd_gdl_read          (QdGdlProgram *program, const char *text, gsize length, GError **error);
/* One term read from `text` into the program's store (a fact to explain,
 * "(line x)", "terminal"); errors are "LABEL:LINE:COLUMN: message". */
gboolean qd_gdl_read_term     (QdGdlProgram *program, const char *text, const char *label, guint32 *term,
                               GError **error);
/* "NAME:LINE:COLUMN: message" as a QD_GDL_ERROR with `code`. */
gboolean qd_gdl_error_at      (GError **error, const QdGdlProgram *program, gint code, guint line,
                               guint column, const char *format, ...) G_GNUC_PRINTF (6, 7);

/* An error of `rule` at its first `token` (a variable, "not") inside the
 * rule's sentence, as written; at the sentence's start when the text is
 * gone or the token is not found. */
gboolean qd_gdl_rule_error_at (GError **error, const QdGdlProgram *program, const QdGdlRule *rule,
                               const char *token, const char *message);

/* ---- qd-gdl-unify.c and qd-gdl-rewrite.c: the rulesheets the community wrote, read as GGP
 * Base's prover reads them */

/* Unifies two terms of one rule, both with variables (`bind`: one term
 * per variable of the rule, QD_GDL_NONE when free; bindings may chain).
 * FALSE when they cannot be equal (the occurs check included). */
gboolean qd_gdl_unify_open    (const QdGdlStore *store, guint32 a, guint32 b, guint32 *bind);
/* The term with the bindings put in, free variables left; QD_GDL_NONE
 * past QD_GDL_MAX_DEPTH. */
guint32  qd_gdl_substitute    (QdGdlStore *store, guint32 term, const guint32 *bind);
/* `term` with each variable v renamed v + offset. */
guint32  qd_gdl_rename_vars   (QdGdlStore *store, guint32 term, guint offset);
/* Appends the term as KIF with the rule's variables' names. */
void     qd_gdl_rule_term_print (const QdGdlProgram *program, const QdGdlRule *rule, guint32 term,
                                 GString *out);
/* Notes a warning about `rule` at its first `token` (as
 * qd_gdl_rule_error_at places an error). */
void     qd_gdl_warn_at       (QdGdlProgram *program, const QdGdlRule *rule, const char *token,
                               const char *message);
/* Before the specification's checks: warns of a `not` or `distinct`
 * written before the literals that bind its variables, and makes safe the
 * unsafe rules a top-down prover answers (docs/gdl-peers.md): a role
 * variable of `legal` and `goal` bound by `role`, variables only in a
 * `not` read as "there is none", a rule whose head variables its body does
 * not bind unfolded into the rules that use it.  What stays unsafe is left
 * to qd_gdl_check's refusal. */
gboolean qd_gdl_rewrite       (QdGdlProgram *program, GError **error);
/* A new relation's name, PREFIX-RELATION (then -2, -3…: one no rule has). */
guint32  qd_gdl_fresh_relation (QdGdlStore *store, const char *prefix, guint32 relation);
/* A warning at the rule's first variable set in `vars`: `format` (two %s)
 * with `term` as written and the variables' names. */
void     qd_gdl_warn_vars     (QdGdlProgram *program, const QdGdlRule *rule, guint32 term, const guint8 *vars,
                               const char *format);
/* qd-gdl-types.c: where every rule still unsafe leaves free only
 * arguments of its head (not a keyword's), each such variable bound by a
 * new relation of facts, the values the literals on its relation can give
 * at those arguments in any state; a warning at each rule.  FALSE
 * (nothing changed) otherwise, or past the values' bound. */
gboolean qd_gdl_bind_by_values (QdGdlProgram *program);

/* qd-gdl-callers.c: each rule of a relation whose every call has ground
 * terms at some of its arguments restricted to those calls' terms there
 * (a literal on a new relation of facts, " called R"): a relation is
 * derived only where some rule reads it. */
void     qd_gdl_restrict_to_callers (QdGdlProgram *program);
/* Whether the relation is one of those " called R". */
gboolean qd_gdl_is_called    (const QdGdlStore *store, guint32 relation);
/* A copy of the program's rules without those literals (the same rules in
 * the same order, so the program's strata order them): every fact the
 * rulesheet derives, which an explanation may ask. */
GArray  *qd_gdl_rules_as_written (const QdGdlProgram *program);

/* ---- qd-gdl-check.c */

/* A directed graph in compressed rows, and its strongly connected
 * components (Tarjan's, iterative), numbered so that a component comes
 * after every component it has an edge to. */
typedef struct {
  guint n;
  guint32 *offsets;          /* edges of node v: targets[offsets[v] .. offsets[v + 1]] */
  guint32 *targets;
  guint32 *component;
  guint n_components;
  guint8 *cyclic;            /* per component: more than one node, or a loop */
} QdGdlGraph;

void     qd_gdl_graph_components (QdGdlGraph *graph);
void     qd_gdl_graph_clear   (QdGdlGraph *graph);

gboolean qd_gdl_check         (QdGdlProgram *program, GError **error);

/* ---- qd-gdl-stratify.c */

/* Relations of a component that negates one of its own, split by the
 * constants of their rules' heads (a warning at the `not`); FALSE when
 * none splits (nothing changed).  `g`: the relations' graph and components. */
gboolean qd_gdl_split_for_strata (QdGdlProgram *program, const QdGdlGraph *g);

/* ---- qd-gdl-join.c: facts and the instantiation of rules */

typedef struct _QdGdlFacts {
  GPtrArray *by_relation;    /* symbol id -> GArray of guint32 fact ids (or NULL) */
  GByteArray *present;       /* term id -> 1 */
  guint n_facts;
  GArray *order;             /* NULL, or (set by the caller) every fact in the order added */
  /* The join's indexes, made when it first asks for one, kept as facts
   * come: symbol id -> GPtrArray of the relation's indexes, each over some
   * places of its facts (arguments, and arguments of compound arguments):
   * a hash of the terms there -> GArray of the relation's fact ids, in the
   * order added (qd-gdl-join.c); NULL for a relation none was asked of. */
  GPtrArray *indexes;
  /* NULL, or the facts every state shares (the relations that depend on
   * no state, evaluated once: qd-gdl-static.c), read under these: a
   * relation with no fact here has the base's, with the base's indexes. */
  struct _QdGdlFacts *base;
  guint generation;          /* of the indexes' lists: one more at each qd_gdl_facts_reset */
} QdGdlFacts;

void     qd_gdl_facts_init    (QdGdlFacts *facts);
void     qd_gdl_facts_clear   (QdGdlFacts *facts);
/* No fact left, the lists and indexes kept for the next facts (a state's
 * evaluation after another's: no allocation once they have grown). */
void     qd_gdl_facts_reset   (QdGdlFacts *facts);
/* TRUE when the fact is new. */
gboolean qd_gdl_facts_add     (QdGdlFacts *facts, const QdGdlStore *store, guint32 fact);
static inline gboolean
qd_gdl_facts_has (const QdGdlFacts *facts, guint32 fact)
{
  return (fact < facts->present->len && facts->present->data[fact])
         || (facts->base != NULL && fact < facts->base->present->len && facts->base->present->data[fact]);
}
GArray  *qd_gdl_facts_of      (const QdGdlFacts *facts, guint32 relation);

/* Orders two terms by their symbols (numbered as the rulesheet first
 * names them), then their arities and arguments: an order that does not
 * depend on when the terms were made. */
gint     qd_gdl_term_order    (const QdGdlStore *store, guint32 a, guint32 b);

/* Orders guint32 ids (term, symbol) ascending: for qsort and g_array_sort. */
gint     qd_gdl_compare_ids   (gconstpointer a, gconstpointer b);

/* Called with the rule's bindings (one ground term id per variable) when
 * the body holds; FALSE stops the enumeration. */
typedef gboolean (*QdGdlMatchFunc) (const QdGdlRule *rule, const guint32 *subst, gpointer data);

typedef struct {
  QdGdlProgram *program;
  QdGdlFacts *facts;
  gboolean ignore_negation;  /* the relaxed reachability of the grounding */
  /* Semi-naive: body literal delta_literal - 1 (0: none) ranges only over
   * its relation's facts delta_lo .. delta_hi - 1 (in the order added). */
  guint delta_literal;
  guint delta_lo, delta_hi;
  gboolean plan_by_size;     /* order a rule's literals by their facts' estimated size (qd-gdl-join.c) */
  guint64 steps;             /* unifications tried, counted */
  guint64 joins;             /* rules joined, counted */
  guint64 max_steps;
  gboolean overflow;         /* a limit: steps or term depth */
  /* NULL, or asked every 4,096 steps: FALSE stops the join as its limit
   * does (the grounding's budget and race, qd-gdl-ground.c, heard within
   * a long join that derives nothing) */
  gboolean (*go_on) (gpointer data);
  gpointer go_on_data;
  /* While a match func runs: the fact each positive literal of the rule
   * matched (by the literal's index in the body), which is the literal
   * with the bindings put in; the others' entries are unset */
  const guint32 *matched;
} QdGdlJoin;

/* Whether every variable of the term is set in `bound` (n_vars bytes);
 * `scratch`: n_vars bytes of room. */
gboolean qd_gdl_term_all_bound (const QdGdlStore *store, guint32 term, const guint8 *bound, guint n_vars,
                                guint8 *scratch);
/* Every instantiation of the rule's body in `facts` (a literal with a
 * bound argument is matched with the facts of that argument alone, through
 * the facts' index); FALSE when stopped or past a limit (join->overflow). */
gboolean qd_gdl_join_rule     (QdGdlJoin *join, const QdGdlRule *rule, QdGdlMatchFunc func, gpointer data);
/* Binds the pattern's variables (in `subst`, one per variable of its rule,
 * QD_GDL_NONE when unbound) so that it equals the ground term; each
 * variable bound is pushed on `trail` (may be NULL).  FALSE when they
 * cannot be equal (the bindings made so far are left). */
gboolean qd_gdl_unify         (const QdGdlStore *store, guint32 pattern, guint32 ground, guint32 *subst,
                               guint32 *trail, guint *n_trail);
/* The term with the bindings put in; QD_GDL_NONE past the depth limit or
 * when one of its variables is unbound. */
guint32  qd_gdl_instantiate   (QdGdlStore *store, guint32 term, const guint32 *subst);
/* The term with the bindings put in when the store has it, nothing made;
 * QD_GDL_NONE when it lacks it (so no fact is it) or when one of its
 * variables is unbound. */
guint32  qd_gdl_instance_found (const QdGdlStore *store, guint32 term, const guint32 *subst);

/* Rules to evaluate, with their relations' strata (symbol -> component,
 * a component after those it reads) and the rules in that order. */
typedef struct {
  GArray *rules;             /* QdGdlRule, literals in the program's */
  guint32 *stratum;
  guint32 *rule_order;
  guint8 *recursive;         /* per stratum: a cycle */
  /* the join orders each rule's literals by the estimated size of their
   * facts (a demand's rules and the relations no state changes: large
   * relations of the board read whole beside small ones of the state),
   * else as the grounding does */
  gboolean plan_by_size;
  gboolean copies;           /* a relation copied per call pattern (qd_gdl_demand_rules) */
} QdGdlRuleSet;

/* One more step of an evaluation (qd-gdl-join.c's, qd-gdl-flat.c's):
 * FALSE past `*max_steps`, or, looked at every 4,096 steps, when `go_on`
 * (NULL: none) says stop or the thread's current cancellable is cancelled
 * (a file read in the window, whose Cancel pushed it:
 * g_cancellable_push_current).  `*max_steps` is then lowered to the steps
 * so far: the evaluation gives up as on its limit, and so does every one
 * after it (each reads the cancellable too), so that a game's load ends
 * within moments and its caller, cancelled, reads none of its answer. */
static inline gboolean
qd_gdl_step_within (guint64 *steps, guint64 *max_steps, gboolean (*go_on) (gpointer), gpointer data)
{
  GCancellable *cancellable;

  if (++*steps > *max_steps)
    return FALSE;
  if ((*steps & 4095) != 0)
    return TRUE;
  if (go_on == NULL || go_on (data))
    {
      cancellable = g_cancellable_get_current ();
      if (cancellable == NULL || !g_cancellable_is_cancelled (cancellable))
        return TRUE;
    }
  *max_steps = *steps;
  return FALSE;
}

/* An evaluation of `program` past its limits (`max_facts` facts, the
 * steps', the terms' depth): the error both evaluations give. */
gboolean qd_gdl_eval_limit_error (GError **error, const QdGdlProgram *program, guint max_facts);

/* Every fact that holds: the facts and rules of `set` over `facts` (which
 * holds the state's (true F) and the (does R M)), stratum by stratum.
 * FALSE with an error past program->max_derived (0: QD_GDL_MAX_DERIVED)
 * or the steps' limit. */
gboolean qd_gdl_evaluate_set  (QdGdlProgram *program, const QdGdlRuleSet *set, QdGdlFacts *facts,
                               GError **error);
/* The strata of `set` in order while the facts stay within `max_facts`
 * and the steps within `max_steps`: the number of rules (in
 * set->rule_order) of the strata completed, set->rules->len when all. */
guint    qd_gdl_evaluate_within (QdGdlProgram *program, const QdGdlRuleSet *set, QdGdlFacts *facts,
                                 guint max_facts, guint64 max_steps);

/* ---- qd-gdl-flat.c: the same evaluation, compiled */

/* A rule set compiled for qd_gdl_flat_evaluate, the relations it does not
 * derive (but `true` and `does`) read from `base` (NULL: none) once;
 * NULL when it has a rule it cannot take (too many variables or places).
 * It keeps `program`, which must outlive it, and a copy of `set`, whose
 * arrays must (the set's struct may move: qd-gdl-game-facts.c's weighing
 * swaps two). */
typedef struct _QdGdlFlat QdGdlFlat;
QdGdlFlat *qd_gdl_flat_new    (QdGdlProgram *program, const QdGdlRuleSet *set, const QdGdlFacts *base);
void     qd_gdl_flat_free     (QdGdlFlat *flat);
/* qd_gdl_evaluate_set's work over a state's facts F (`n_facts` terms,
 * each (true F)) and a joint move's (does R M) (`n_does` pairs R, M); its
 * conclusions are read with qd_gdl_flat_derived.  `*failed`: a rule whose
 * plan it could not make (a check whose variables no literal binds); the
 * caller evaluates the set with qd_gdl_evaluate_set. */
gboolean qd_gdl_flat_evaluate (QdGdlFlat *flat, const guint32 *facts, guint n_facts, const guint32 *does,
                               guint n_does, gboolean *failed, GError **error);
/* The last evaluation's work, in the units of QdGdlProgram.eval_work. */
guint64  qd_gdl_flat_work     (const QdGdlFlat *flat);
/* The facts (SYMBOL A1 … An) of `arity` n the last evaluation derived, as
 * `*n` tuples of their arguments (NULL when none; valid until the next). */
const guint32 *qd_gdl_flat_derived (QdGdlFlat *flat, guint32 symbol, guint arity, guint *n);

/* ---- qd-gdl-static.c */

/* The relations no state changes (none of `true`, `does` under them; not
 * a keyword but `role`), evaluated whole once into `base` (facts to
 * init), as far as QD_GDL_MAX_STATIC_FACTS allows, stratum by stratum;
 * `fixed` (one byte a symbol, zeroed) gets 1 for each relation whose
 * facts `base` holds in full. */
void     qd_gdl_static_facts  (QdGdlProgram *program, QdGdlFacts *base, guint8 *fixed);

/* ---- qd-gdl-demand.c */

/* The rules the relations `outputs` need, each helper relation restricted
 * to the arguments its callers pass (a magic-set rewrite), but the
 * relations `fixed` (NULL: none; one byte a symbol of the program's
 * rules) whose facts are given (qd_gdl_static_facts): no rule of theirs
 * is run, and they are read whole; new relations
 * and literals are added to the program's store and literals.  The facts
 * of the outputs are those of the program's rules.  Where the rewrite
 * makes a cycle through a negation, the relations of that cycle are
 * computed whole; with `cut`, the demand rules first leave out the
 * relations that close the cycle (a larger demand, the rest restricted:
 * mummymaze1p's mummy, whose move reads the explorer's).  With `copies`,
 * a relation whose callers bind different places gets a copy per pattern
 * (set->copies says whether one did). */
void     qd_gdl_demand_rules  (QdGdlProgram *program, const guint32 *outputs, guint n_outputs,
                               const guint8 *fixed, gboolean cut, gboolean copies, QdGdlRuleSet *set);
void     qd_gdl_rule_set_clear (QdGdlRuleSet *set);

/* ---- qd-gdl-split.c */

/* The program's rules for the grounding (QdGdlRule, to free): those whose
 * ground instances would be a product of their literals' facts split into
 * chains over new relations (their literals appended to the program's). */
GArray  *qd_gdl_split_rules   (QdGdlProgram *program);

/* ---- qd-gdl-ground.c: the network */

typedef struct {
  guint32 head;
  guint32 first;             /* offset in the net's lits: pos then neg atoms */
  guint16 n_pos, n_neg;
} QdGdlNetRule;

/* A component's rules in the network's code: from `start` to `end`, each
 * rule as its head, n_pos | n_neg << 16, the positive then the negated
 * atoms, one flat array for the cache's sake; a cyclic block is repeated
 * until nothing changes. */
typedef struct {
  guint32 start, end;
  guint32 head_start, head_end;  /* its heads: a range of the layer's reset list */
  guint8 cyclic;
  guint8 counted;            /* one head, no cycle: by counts (qd-gdl-net.c) */
} QdGdlBlock;

typedef struct {
  guint32 atom;
  guint32 role;
  guint32 move;              /* move term */
  guint32 does;              /* atom of (does R M), QD_GDL_NONE when never used */
} QdGdlLegal;

typedef struct {
  guint n_atoms;
  guint n_ground_rules;
  guint n_facts;             /* state facts: bit i is fact_terms[i] */
  guint32 *fact_terms;       /* fact i's term F */
  guint32 *true_atom;        /* fact i -> atom (true F) */
  guint32 *next_atom;        /* next atoms: (next F) */
  guint32 *next_fact;        /*   and the fact F */
  guint n_next;
  GArray *legal;             /* QdGdlLegal */
  GArray *goals;             /* pairs (atom, role * 256 + value) */
  guint32 terminal;          /* atom, QD_GDL_NONE when never */
  guint8 *init_bits;         /* fact i holds initially */
  guint32 *does_atoms;       /* every does atom, reset after a move */
  guint n_does;
  guint8 *values;            /* atom -> 0/1, with the static atoms set */
  GArray *code;              /* guint32: the rules of every block */
  /* The state layer's blocks (what legal, goal, terminal need), then the
   * move layer's (what next needs beside them), in topological order. */
  GArray *blocks;            /* QdGdlBlock */
  guint n_state_blocks;
  guint32 *heads;            /* the derived atoms, by block */
  guint n_heads, n_state_heads;
  /* Each layer is evaluated by differences from its last evaluation: a
   * block is evaluated again only when an atom it reads changed (a counted
   * block: when its count of rules that hold leaves or reaches 0). */
  guint32 *dep_start;        /* atom -> the blocks not counted reading it, in deps */
  guint32 *deps;
  guint64 *dirty;            /* blocks to evaluate again */
  guint8 *saved;             /* a block's heads before its evaluation */
  guint32 *last_does;        /* the does atoms of the last move */
  guint n_last_does;
  /* The state whose (true F) atoms `values` holds, and the next state
   * its next atoms give, kept as they change (by differences too). */
  guint words;               /* of a state */
  guint64 *last_state;
  guint64 *next_bits;
  guint32 *next_of;          /* atom -> its fact when a next atom, else QD_GDL_NONE */
  /* The counted blocks' rules, numbered: each atom's literals in them
   * (rule << 1 | negated), each rule's block and false literals, each
   * block's rules that hold. */
  guint32 *count_start;
  guint32 *counted;
  guint32 *rule_block;
  guint32 *rule_false;
  guint32 *support;
  guint n_counted_rules;
  gboolean state_primed, move_primed;  /* the layer's values are some state's */
  /* The legal atoms that hold, by legal index (bit i: legal[i]), kept as
   * they change: a state's legal moves without a walk over them all. */
  guint32 *legal_of;         /* atom -> its legal index, QD_GDL_NONE */
  guint64 *legal_bits;
  guint legal_words;
  /* The evaluations' work so far, in code words read and readers marked
   * (qd-gdl-game.c sets it against the evaluation without grounding's) */
  guint64 work;
} QdGdlNet;

/* The grounding's work, counted in units of about one join step (16 ns of
 * a processor here): a step 1, a head instantiated while reaching
 * QD_GDL_WORK_HEAD more, a reachable atom QD_GDL_WORK_ATOM, a ground rule
 * QD_GDL_WORK_RULE, a literal of one QD_GDL_WORK_LITERAL: a least-squares
 * fit of the processor time of the 112 tries past 50 ms of GGP Base's
 * corpus (docs/gdl-peers.md, "A slow grounding"). */
#define QD_GDL_WORK_HEAD 10
#define QD_GDL_WORK_ATOM 20
#define QD_GDL_WORK_RULE 23
#define QD_GDL_WORK_LITERAL 2

/* Which evaluation plays a grounded game (qd-gdl-game.c): each one's work
 * a ply in the random games of the load, in units of about a processor's
 * time.  The evaluation without grounding's: a join step 1, a fact derived
 * QD_GDL_EVAL_WORK_FACT / 2, a rule joined QD_GDL_EVAL_WORK_JOIN, each
 * unit QD_GDL_EVAL_NS ns (a least-squares fit of its time a ply, relative
 * errors, on 18 rulesheets of the corpus: within 30% on all, 15% on 14);
 * the network's: a code word read or a reader marked, QD_GDL_NET_NS ns at
 * the least (0.9 to 1.5 on the nets that cost most: kalaha_2009,
 * crisscross, pacman2p, brawl, knightfight, quarto).  A network whose ply
 * costs more than QD_GDL_NET_MIN_PLY_NS is set against the rules (a copy
 * of the game without grounding, played the same way), and the rules
 * play when they cost QD_GDL_CHEAPER_BY times less.  Work, not time: a
 * game is played the same way on any machine. */
#define QD_GDL_EVAL_WORK_FACT 5
#define QD_GDL_EVAL_WORK_JOIN 3
#define QD_GDL_EVAL_NS 43
#define QD_GDL_NET_NS 1
#define QD_GDL_NET_MIN_PLY_NS 20000
#define QD_GDL_CHEAPER_BY 2
/* The random games a load plays (qd-gdl-game-probe.c) stop once their
 * work, in the units above, is estimated past this many ns: a game whose
 * states each cost much and that never ends (a file of forty lines took
 * five minutes to load before) loads in seconds, knowing what the plies it
 * played showed.  Over GGP Base's 239 rulesheets the costliest are
 * estimated at 68 ms (chess, slaughter, amazonsTorus), far below. */
#define QD_GDL_LOAD_GAMES_NS G_GUINT64_CONSTANT (2000000000)

/* The plies the load's random games played, and whether their budget
 * stopped them (`*cut`; qd-gdl-game-probe.c). */
guint qd_gdl_game_load_plies (const QdGdlGame *game, gboolean *cut);

/* Asked once, when a try of the grounding has done its budget of work:
 * TRUE to go on without a budget (the game needs its network), FALSE to
 * give up (then the evaluation without grounding serves). */
typedef gboolean (*QdGdlGroundGoOn) (gpointer data);

typedef struct _QdGdlGroundRace QdGdlGroundRace;

typedef struct {
  guint64 work;              /* the try's budget; G_MAXUINT64: none */
  QdGdlGroundGoOn go_on;
  gpointer data;
  gint verdict;              /* go_on's answer once asked, else -1 */
  QdGdlGroundRace *race;     /* NULL, or the race the try is side `side` of */
  guint side;
  guint64 work_done;         /* set at the try's end */
} QdGdlGroundBudget;

typedef enum {
  QD_GDL_GROUND_OK,
  QD_GDL_GROUND_TOO_BIG,     /* past a limit (atoms, ground rules, join steps) */
  QD_GDL_GROUND_SLOW,        /* past its budget, and go_on said to give up */
} QdGdlGroundResult;

/* One try of the grounding: the rules as written, or (`split`) split into
 * chains; not OK without an error (then the non-ground evaluation
 * serves).  The two tries run side by side: qd-gdl-game-race.c. */
QdGdlGroundResult qd_gdl_ground (QdGdlProgram *program, QdGdlNet *net, guint max_rules, gboolean split,
                                 QdGdlGroundBudget *budget);
/* Whether side `side` of the race (0: the rules as written, 1: split)
 * goes on past `work` units: FALSE once the other side is chosen whatever
 * it does next (qd-gdl-game-race.c); side 0 also starts side 1 there. */
gboolean qd_gdl_ground_race_go_on (QdGdlGroundRace *race, guint side, guint64 work);

/* ---- qd-gdl-net.c: the network's evaluation */

/* After the network's code, blocks, heads and outputs are built: what
 * its evaluation by differences keeps. */
void     qd_gdl_net_prepare   (QdGdlNet *net);
void     qd_gdl_net_clear     (QdGdlNet *net);
void     qd_gdl_net_eval_state (QdGdlNet *net, const guint64 *state);
/* After qd_gdl_net_eval_state on the same state: the next state. */
void     qd_gdl_net_eval_next (QdGdlNet *net, const guint32 *does, guint n_does, guint64 *next);

/* ---- qd-gdl-game.c: what the explanations and the puzzles read */

QdGdlProgram *qd_gdl_game_program (QdGdlGame *game);
/* The state's (true F) facts in a fresh store of facts (clear it). */
void     qd_gdl_game_state_facts (QdGdlGame *game, const guint64 *state, QdGdlFacts *facts);
/* Adds (does R M) for each role R and its move M of the joint move. */
void     qd_gdl_game_joint_facts (QdGdlGame *game, const guint32 *joint, QdGdlFacts *facts);
/* The move's term, "(mark 1 1)". */
guint32  qd_gdl_game_move_term (const QdGdlGame *game, guint32 move);
/* The state bit of the fact F (a term), -1 when no state can hold it. */
gint     qd_gdl_game_fact_bit (QdGdlGame *game, guint32 term);
/* The most legal moves the role can have in a state: its legal atoms in
 * the network, QD_GDL_MAX_MOVES under the non-ground evaluation (past it
 * qd_gdl_game_legal fails naming the limit). */
guint    qd_gdl_game_role_moves (const QdGdlGame *game, guint role);
/* ---- qd-gdl-game.c, for the evaluation of qd-gdl-search.c */

/* The game's network with `state` evaluated (its state layer's values),
 * or NULL when the game is not grounded. */
const QdGdlNet *qd_gdl_game_state_net (QdGdlGame *game, const guint64 *state);

G_END_DECLS
