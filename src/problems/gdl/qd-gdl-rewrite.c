/* qd-gdl-rewrite.c — the rulesheets the community wrote, read as GGP Base's
 * prover reads them (issue 98, docs/gdl-peers.md).
 *
 * The specification (Love et al. 2008) asks every variable of a rule's head,
 * of a `not` and of a `distinct` to occur in a positive literal of its body,
 * in any order.  GGP Base's prover answers queries top-down, so a variable
 * its caller binds needs no literal, and a `not` is "no instance holds".
 * Before the checks, this file turns those rules into safe ones that mean
 * what the prover computes:
 *
 * - a `not` or `distinct` written before the literal that binds its
 *   variables: a warning (the join evaluates a check once its variables are
 *   bound, as GGP Base's DistinctAndNotMover moves it);
 * - the role of `legal` and `goal` (their first argument) left free: bound
 *   by `(role ?r)`, the prover's queries giving each role;
 * - variables found only in one `not`: the literal read as "there is no
 *   instance", through a new relation of its other variables;
 * - a rule with a literal on a relation of facts that matches none of them:
 *   left out, since it derives nothing;
 * - a rule whose head has a variable no literal binds: bound by the values
 *   its callers give at that argument (a new relation args-R-K), or
 *   unfolded into the rules whose positive literals use its relation (each
 *   such literal replaced by the rule's body under the unifier), where
 *   they bind it;
 * - where that leaves such rules, some callers binding the variable at one
 *   of its head arguments and others at another: bound by every value the
 *   callers can give there (qd-gdl-types.c).
 *
 * Each repair is a warning naming the rule's line; a rule still unsafe is
 * refused by qd_gdl_check. */
#include "config.h"
#include "qd-gdl-private.h"

#include <glib/gi18n.h>
#include <string.h>

/* ---- messages */

void
qd_gdl_rule_term_print (const QdGdlProgram *program, const QdGdlRule *rule, guint32 term, GString *out)
{
  const QdGdlStore *store = &program->store;
  const QdGdlTerm *t = qd_gdl_term (store, term);

  if (t->is_var)
    {
      g_string_append (out, program->var_names->pdata[rule->var_names + t->functor]);
      return;
    }
  if (t->arity == 0)
    {
      g_string_append (out, g_ptr_array_index (store->names, t->functor));
      return;
    }
  g_string_append_c (out, '(');
  g_string_append (out, g_ptr_array_index (store->names, t->functor));
  for (guint i = 0; i < t->arity; i++)
    {
      g_string_append_c (out, ' ');
      qd_gdl_rule_term_print (program, rule, qd_gdl_term_args (store, t)[i], out);
    }
  g_string_append_c (out, ')');
}

void
qd_gdl_warn_at (QdGdlProgram *program, const QdGdlRule *rule, const char *token, const char *message)
{
  g_autoptr(GError) placed = NULL;
  g_autofree char *text = g_strdup_printf (_("warning: %s"), message);

  qd_gdl_rule_error_at (&placed, program, rule, token, text);
  /* a rule unfolded or repaired again says what its first reading said */
  for (guint i = 0; i < program->warnings->len; i++)
    if (strcmp (program->warnings->pdata[i], placed->message) == 0)
      return;
  g_ptr_array_add (program->warnings, g_strdup (placed->message));
}

static const char *
var_name (const QdGdlProgram *program, const QdGdlRule *rule, guint v)
{
  return program->var_names->pdata[rule->var_names + v];
}

/* The names of the variables set in `vars`, comma-separated. */
static char *
var_list (const QdGdlProgram *program, const QdGdlRule *rule, const guint8 *vars)
{
  GString *out = g_string_new (NULL);

  for (guint v = 0; v < rule->n_vars; v++)
    if (vars[v])
      g_string_append_printf (out, "%s%s", out->len > 0 ? ", " : "", var_name (program, rule, v));
  return g_string_free (out, FALSE);
}

static guint
first_var (const guint8 *vars, guint n)
{
  for (guint v = 0; v < n; v++)
    if (vars[v])
      return v;
  return n;
}

void
qd_gdl_warn_vars (QdGdlProgram *program, const QdGdlRule *rule, guint32 term, const guint8 *vars,
                  const char *format)
{
  g_autofree char *names = var_list (program, rule, vars), *message = NULL;
  GString *text = g_string_new (NULL);

  qd_gdl_rule_term_print (program, rule, term, text);
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
  message = g_strdup_printf (format, text->str, names);
#pragma GCC diagnostic pop
  g_string_free (text, TRUE);
  qd_gdl_warn_at (program, rule, var_name (program, rule, first_var (vars, rule->n_vars)), message);
}

/* ---- a check before the literals that bind it */

static void
warn_order (QdGdlProgram *program)
{
  const QdGdlStore *store = &program->store;
  guint last_line = 0, last_column = 0;

  for (guint r = 0; r < program->rules->len; r++)
    {
      QdGdlRule *rule = &g_array_index (program->rules, QdGdlRule, r);
      const QdGdlLiteral *body = qd_gdl_rule_body (program, rule);
      g_autofree guint8 *bound = g_new0 (guint8, rule->n_vars + 1);
      g_autofree guint8 *later = g_new0 (guint8, rule->n_vars + 1);

      if (rule->line == last_line && rule->column == last_column)
        continue;   /* the same sentence's other `or` alternatives */
      for (guint i = 0; i < rule->n_body; i++)
        {
          g_autofree guint8 *vars = NULL;
          guint v;

          if (body[i].kind == QD_GDL_LIT_POS)
            {
              qd_gdl_term_vars (store, body[i].term, bound);
              continue;
            }
          vars = g_new0 (guint8, rule->n_vars + 1);
          qd_gdl_term_vars (store, body[i].term, vars);
          memset (later, 0, rule->n_vars);
          for (guint j = i + 1; j < rule->n_body; j++)
            if (body[j].kind == QD_GDL_LIT_POS)
              qd_gdl_term_vars (store, body[j].term, later);
          for (v = 0; v < rule->n_vars; v++)
            if (vars[v] && !bound[v] && later[v])
              break;
          if (v < rule->n_vars)
            {
              const char *what = body[i].kind == QD_GDL_LIT_NEG ? "not" : "distinct";
              g_autofree char *message = g_strdup_printf (_("“%s” on %s before the literal that binds it: evaluated "
                                                            "after that literal, as GGP Base's prover reorders it"),
                                                          what, var_name (program, rule, v));

              qd_gdl_warn_at (program, rule, what, message);
              last_line = rule->line, last_column = rule->column;
              break;
            }
        }
    }
}

/* ---- rules rebuilt */

typedef struct {
  QdGdlProgram *program;
  GArray *rules;             /* the new QdGdlRule list */
} Rebuild;

static void
emit (Rebuild *b, const QdGdlRule *like, guint32 head, const QdGdlLiteral *body, guint n, guint n_vars,
      guint32 var_names)
{
  QdGdlRule rule = *like;

  rule.head = head;
  rule.first = b->program->lits->len;
  rule.n_body = n;
  rule.n_vars = n_vars;
  rule.var_names = var_names;
  g_array_append_vals (b->program->lits, body, n);
  g_array_append_val (b->rules, rule);
}

/* Variables of the head, of positive literals, and of the rest. */
static void
rule_vars (const QdGdlProgram *program, const QdGdlRule *rule, guint8 *head, guint8 *bound, guint8 *used)
{
  const QdGdlStore *store = &program->store;
  const QdGdlLiteral *body = qd_gdl_rule_body (program, rule);

  memset (head, 0, rule->n_vars + 1);
  memset (bound, 0, rule->n_vars + 1);
  memset (used, 0, rule->n_vars + 1);
  qd_gdl_term_vars (store, rule->head, head);
  for (guint i = 0; i < rule->n_body; i++)
    qd_gdl_term_vars (store, body[i].term, body[i].kind == QD_GDL_LIT_POS ? bound : used);
}

static gboolean
is_unsafe (const QdGdlProgram *program, const QdGdlRule *rule)
{
  g_autofree guint8 *head = g_new0 (guint8, rule->n_vars + 1);
  g_autofree guint8 *bound = g_new0 (guint8, rule->n_vars + 1);
  g_autofree guint8 *used = g_new0 (guint8, rule->n_vars + 1);

  rule_vars (program, rule, head, bound, used);
  for (guint v = 0; v < rule->n_vars; v++)
    if ((head[v] || used[v]) && !bound[v])
      return TRUE;
  return FALSE;
}

/* ---- a rule that never holds */

/* The first positive literal of `rule` on a relation given by facts alone
 * (every rule of it without a body; a relation no rule defines has none)
 * that unifies with none of them, or NULL: the rule never holds, whatever
 * its variables (racetrackcorridor's `(successor ?pwalls walls)`, a
 * constant for ?walls, is such a literal). */
static const QdGdlLiteral *
dead_literal (const QdGdlProgram *program, const QdGdlRule *rule)
{
  const QdGdlStore *store = &program->store;
  g_autofree guint32 *bind = g_new (guint32, rule->n_vars + 1);

  for (guint i = 0; i < rule->n_body; i++)
    {
      const QdGdlLiteral *lit = &qd_gdl_rule_body (program, rule)[i];
      guint32 relation = qd_gdl_relation (store, lit->term);
      gboolean facts_only = TRUE, matched = FALSE;

      if (lit->kind != QD_GDL_LIT_POS || relation < QD_GDL_N_KEYWORDS)
        continue;
      for (guint r = 0; r < program->rules->len && facts_only && !matched; r++)
        {
          const QdGdlRule *other = &g_array_index (program->rules, QdGdlRule, r);

          if (qd_gdl_relation (store, other->head) != relation)
            continue;
          if (other->n_body > 0 || !qd_gdl_term (store, other->head)->ground)
            facts_only = FALSE;
          else
            {
              memset (bind, 0xff, (rule->n_vars + 1) * sizeof (guint32));
              matched = qd_gdl_unify_open (store, lit->term, other->head, bind);
            }
        }
      if (facts_only && !matched)
        return lit;
    }
  return NULL;
}

/* An unsafe rule that never holds is left out, with a warning: what it
 * would derive, nothing, is what GGP Base's prover derives from it. */
static gboolean
drop_dead (QdGdlProgram *program, const QdGdlRule *rule)
{
  const QdGdlLiteral *lit = dead_literal (program, rule);
  g_autofree char *message = NULL;
  GString *head = g_string_new (NULL), *body = g_string_new (NULL);

  if (lit == NULL)
    {
      g_string_free (head, TRUE);
      g_string_free (body, TRUE);
      return FALSE;
    }
  qd_gdl_rule_term_print (program, rule, rule->head, head);
  qd_gdl_rule_term_print (program, rule, lit->term, body);
  message = g_strdup_printf (_("the rule for %s never holds: %s matches none of the facts of its relation; "
                               "left out (its variables are not bound, but it derives nothing)"),
                             head->str, body->str);
  qd_gdl_warn_at (program, rule, g_ptr_array_index (program->store.names, qd_gdl_relation (&program->store, lit->term)),
                  message);
  g_string_free (head, TRUE);
  g_string_free (body, TRUE);
  return TRUE;
}

/* (legal ?r M) and (goal ?r V) with ?r free: (role ?r) added. */
static gboolean
bind_role (Rebuild *b, QdGdlRule *rule)
{
  QdGdlProgram *program = b->program;
  QdGdlStore *store = &program->store;
  const QdGdlTerm *head = qd_gdl_term (store, rule->head);
  g_autofree guint8 *hv = g_new0 (guint8, rule->n_vars + 1);
  g_autofree guint8 *bound = g_new0 (guint8, rule->n_vars + 1);
  g_autofree guint8 *used = g_new0 (guint8, rule->n_vars + 1);
  g_autofree QdGdlLiteral *body = NULL;
  g_autofree char *message = NULL;
  const QdGdlTerm *arg;
  guint32 role_atom, var_term;

  if ((head->functor != QD_GDL_SYM_LEGAL && head->functor != QD_GDL_SYM_GOAL) || head->arity < 1)
    return FALSE;
  var_term = qd_gdl_term_args (store, head)[0];
  arg = qd_gdl_term (store, var_term);
  rule_vars (program, rule, hv, bound, used);
  if (!arg->is_var || bound[arg->functor])
    return FALSE;
  message = g_strdup_printf (_("the role %s of “%s” occurs in no positive literal: read as any role, "
                               "(role %s) added, as GGP Base's prover asks it for each role"),
                             var_name (program, rule, arg->functor),
                             (const char *) g_ptr_array_index (store->names, head->functor),
                             var_name (program, rule, arg->functor));
  qd_gdl_warn_at (program, rule, var_name (program, rule, arg->functor), message);
  role_atom = qd_gdl_store_make (store, QD_GDL_SYM_ROLE, FALSE, 1, &var_term);
  body = g_new (QdGdlLiteral, rule->n_body + 1);
  if (rule->n_body > 0)
    memcpy (body, qd_gdl_rule_body (program, rule), rule->n_body * sizeof (QdGdlLiteral));
  body[rule->n_body] = (QdGdlLiteral) { .term = role_atom, .kind = QD_GDL_LIT_POS };
  emit (b, rule, rule->head, body, rule->n_body + 1, rule->n_vars, rule->var_names);
  return TRUE;
}

guint32
qd_gdl_fresh_relation (QdGdlStore *store, const char *prefix, guint32 relation)
{
  const char *base = g_ptr_array_index (store->names, relation);

  for (guint k = 1;; k++)
    {
      g_autofree char *name = k == 1 ? g_strdup_printf ("%s-%s", prefix, base)
                                     : g_strdup_printf ("%s-%s-%u", prefix, base, k);
      g_autofree char *folded = g_ascii_strdown (name, -1);

      if (g_hash_table_lookup (store->symbols, folded) == NULL)
        return qd_gdl_store_symbol (store, name, strlen (name));
    }
}

/* Each `not` whose variables occur nowhere else in part: (not L) becomes
 * (not (some-R X…)) with (<= (some-R X…) L), X… its other variables. */
static gboolean
local_negations (Rebuild *b, QdGdlRule *rule)
{
  QdGdlProgram *program = b->program;
  QdGdlStore *store = &program->store;
  guint n = rule->n_vars;
  g_autofree QdGdlLiteral *body = g_new (QdGdlLiteral, rule->n_body + 1);
  g_autofree guint8 *elsewhere = g_new0 (guint8, n + 1);
  g_autofree guint8 *vars = g_new0 (guint8, n + 1);
  g_autofree guint32 *args = g_new (guint32, n + 1);
  gboolean changed = FALSE;

  if (rule->n_body > 0)
    memcpy (body, qd_gdl_rule_body (program, rule), rule->n_body * sizeof (QdGdlLiteral));
  for (guint i = 0; i < rule->n_body; i++)
    {
      guint n_args = 0;
      guint32 relation, atom;

      if (body[i].kind != QD_GDL_LIT_NEG)
        continue;
      memset (elsewhere, 0, n + 1);
      memset (vars, 0, n + 1);
      qd_gdl_term_vars (store, rule->head, elsewhere);
      for (guint j = 0; j < rule->n_body; j++)
        if (j != i)
          qd_gdl_term_vars (store, body[j].term, elsewhere);
      qd_gdl_term_vars (store, body[i].term, vars);
      for (guint v = 0; v < n; v++)
        if (vars[v] && elsewhere[v])
          {
            args[n_args++] = qd_gdl_store_make (store, v, TRUE, 0, NULL);
            vars[v] = 0;
          }
      if (first_var (vars, n) == n)
        continue;
      qd_gdl_warn_vars (program, rule, body[i].term, vars,
                        _("(not %s) is alone in using %s: read as “no instance of it holds”, as "
                          "GGP Base's prover evaluates a “not”"));
      relation = qd_gdl_fresh_relation (store, "some", qd_gdl_relation (store, body[i].term));
      atom = qd_gdl_store_make (store, relation, FALSE, n_args, args);
      emit (b, rule, atom, &(QdGdlLiteral) { .term = body[i].term, .kind = QD_GDL_LIT_POS }, 1, n,
            rule->var_names);
      body[i].term = atom;
      changed = TRUE;
    }
  if (changed)
    emit (b, rule, rule->head, body, rule->n_body, n, rule->var_names);
  return changed;
}

/* ---- unfolding a rule into the rules that use its relation */

/* Whether the relation's unsafe rules can be unfolded: an ordinary
 * relation, used in a positive literal of another rule, only there, never
 * by its own rules. */
static gboolean
can_unfold (const QdGdlProgram *program, guint32 relation)
{
  const QdGdlStore *store = &program->store;
  gboolean used = FALSE;

  if (relation < QD_GDL_N_KEYWORDS)
    return FALSE;
  for (guint r = 0; r < program->rules->len; r++)
    {
      const QdGdlRule *rule = &g_array_index (program->rules, QdGdlRule, r);
      const QdGdlLiteral *body = qd_gdl_rule_body (program, rule);
      gboolean own = qd_gdl_relation (store, rule->head) == relation;

      for (guint i = 0; i < rule->n_body; i++)
        if (body[i].kind != QD_GDL_LIT_DISTINCT && qd_gdl_relation (store, body[i].term) == relation
            && (own || body[i].kind == QD_GDL_LIT_NEG))
          return FALSE;
        else if (body[i].kind == QD_GDL_LIT_POS && qd_gdl_relation (store, body[i].term) == relation)
          used = TRUE;
    }
  return used;
}

/* `caller` with its positive literal `at` replaced by `inner`'s body under
 * their unifier (inner's variables renamed after the caller's), in *out
 * (its literals and variables' names appended to the program's); FALSE
 * when they do not unify or past a limit. */
static gboolean
unfold_one (QdGdlProgram *program, const QdGdlRule *caller, guint at, const QdGdlRule *inner, QdGdlRule *out)
{
  QdGdlStore *store = &program->store;
  guint n_vars = caller->n_vars + inner->n_vars, n_body = caller->n_body - 1 + inner->n_body, k = 0;
  g_autofree guint32 *bind = NULL;
  g_autofree QdGdlLiteral *body = NULL;
  guint32 head;

  if (n_vars > QD_GDL_MAX_VARS || n_body > QD_GDL_MAX_BODY)
    return FALSE;
  bind = g_new (guint32, n_vars + 1);
  memset (bind, 0xff, (n_vars + 1) * sizeof (guint32));
  if (!qd_gdl_unify_open (store, qd_gdl_rule_body (program, caller)[at].term,
                          qd_gdl_rename_vars (store, inner->head, caller->n_vars), bind))
    return FALSE;
  body = g_new (QdGdlLiteral, n_body + 1);
  for (guint i = 0; i < caller->n_body; i++)
    {
      const QdGdlLiteral *cbody = qd_gdl_rule_body (program, caller), *ibody = qd_gdl_rule_body (program, inner);

      if (i != at)
        body[k++] = cbody[i];
      else
        for (guint j = 0; j < inner->n_body; j++)
          body[k++] = (QdGdlLiteral) { .term = qd_gdl_rename_vars (store, ibody[j].term, caller->n_vars),
                                       .kind = ibody[j].kind };
    }
  for (guint i = 0; i < n_body; i++)
    if ((body[i].term = qd_gdl_substitute (store, body[i].term, bind)) == QD_GDL_NONE)
      return FALSE;
  if ((head = qd_gdl_substitute (store, caller->head, bind)) == QD_GDL_NONE)
    return FALSE;
  *out = *caller;
  out->head = head;
  out->first = program->lits->len;
  out->n_body = n_body;
  out->n_vars = n_vars;
  out->var_names = program->var_names->len;
  g_array_append_vals (program->lits, body, n_body);
  for (guint v = 0; v < caller->n_vars; v++)
    g_ptr_array_add (program->var_names, g_strdup (var_name (program, caller, v)));
  for (guint v = 0; v < inner->n_vars; v++)
    {
      GString *name = g_string_new (var_name (program, inner, v));

      /* the caller's variable of that name is another: primed */
      for (guint c = 0; c < caller->n_vars; c++)
        if (g_ascii_strcasecmp (var_name (program, caller, c), name->str) == 0)
          g_string_append_c (name, '\''), c = (guint) -1;
      g_ptr_array_add (program->var_names, g_string_free (name, FALSE));
    }
  return TRUE;
}

typedef struct {
  guint32 relation;
  const guint8 *of;          /* the program's rules unfolded, by index */
  gboolean has_safe;         /* the relation has other rules: a literal of it may stay */
} Unfold;

/* Emits `caller` with each of its positive literals of the relation from
 * `from` on either kept (when the relation has safe rules) or replaced by
 * the body of one of the rules unfolded: every combination. */
static void
expand (Rebuild *b, const Unfold *u, QdGdlRule caller, guint from)
{
  QdGdlProgram *program = b->program;
  const QdGdlStore *store = &program->store;
  const QdGdlLiteral *body = qd_gdl_rule_body (program, &caller);
  guint at;

  for (at = from; at < caller.n_body; at++)
    if (body[at].kind == QD_GDL_LIT_POS && qd_gdl_relation (store, body[at].term) == u->relation)
      break;
  if (at == caller.n_body)
    {
      if (b->rules->len < QD_GDL_MAX_RULES + 1)
        g_array_append_val (b->rules, caller);
      return;
    }
  for (guint r = 0; r < program->rules->len && b->rules->len <= QD_GDL_MAX_RULES; r++)
    {
      const QdGdlRule *inner = &g_array_index (program->rules, QdGdlRule, r);
      QdGdlRule out;

      /* the inner rule's body has no literal of the relation (can_unfold) */
      if (u->of[r] && unfold_one (program, &caller, at, inner, &out))
        expand (b, u, out, at + inner->n_body);
    }
  if (u->has_safe)
    expand (b, u, caller, at + 1);
}

/* Unfolds the unsafe rules of `relation` (marked in `of`, by index) into
 * every rule of b->rules using it. */
static void
unfold (Rebuild *b, guint32 relation, const guint8 *of)
{
  QdGdlProgram *program = b->program;
  const QdGdlStore *store = &program->store;
  Unfold u = { .relation = relation, .of = of };
  g_autoptr(GArray) rules = g_array_copy (b->rules);

  for (guint r = 0; r < program->rules->len; r++)
    if (!of[r] && qd_gdl_relation (store, g_array_index (program->rules, QdGdlRule, r).head) == relation)
      u.has_safe = TRUE;
  g_array_set_size (b->rules, 0);
  for (guint c = 0; c < rules->len; c++)
    expand (b, &u, g_array_index (rules, QdGdlRule, c), 0);
}

/* ---- binding a head variable by the values its callers give */

/* The domains made for one relation's repair: args-R-K, the values the
 * literals of R in the rules give at argument K, each defined by rules
 * made from those rules (their positive literals, and the domains of
 * their own head's arguments they pass on: a top-down prover's bindings,
 * passed down). */
typedef struct {
  QdGdlProgram *program;
  guint32 relation;          /* whose rules are repaired */
  GHashTable *domains;       /* (gint64) relation << 32 | position -> symbol + 1 (FAILED + 1: none) */
  GArray *added;             /* QdGdlRule, their literals in `lits` */
  GArray *lits;
  guint8 *reaches;           /* per symbol: depends on `relation` (so not in a domain's rule) */
  guint n_symbols;
  guint depth;               /* domains being made, one inside another's */
} Domains;

/* Domains made one inside another at most: a bound on the C stack, which a
 * chain of rules passing a variable down would otherwise set. */
#define MAX_DOMAIN_DEPTH 64

#define FAILED G_MAXUINT32

static guint32 domain_of (Domains *d, guint32 relation, guint k);

/* The rule (args-R-K T) <= the caller's positive literals (not of a
 * relation depending on the one repaired: a domain comes before it) and
 * the domains of the caller's head arguments T's other variables are;
 * FALSE where a variable of T is bound by none of them. */
static gboolean
domain_rule (Domains *d, guint32 symbol, guint32 relation, const QdGdlRule *caller, guint32 arg)
{
  QdGdlProgram *program = d->program;
  QdGdlStore *store = &program->store;
  guint n = caller->n_vars;
  g_autofree guint8 *need = g_new0 (guint8, n + 1), *have = g_new0 (guint8, n + 1);
  /* this rule's literals: d->lits takes them whole, after the domains asked */
  g_autoptr(GArray) body = g_array_new (FALSE, FALSE, sizeof (QdGdlLiteral));
  QdGdlRule rule = *caller;
  guint32 caller_relation = qd_gdl_relation (store, caller->head);

  qd_gdl_term_vars (store, arg, need);
  for (guint j = 0; j < caller->n_body; j++)
    {
      const QdGdlLiteral *lit = &qd_gdl_rule_body (program, caller)[j];
      guint32 r = qd_gdl_relation (store, lit->term);

      if (lit->kind == QD_GDL_LIT_POS && r != relation && !(r < d->n_symbols && d->reaches[r]))
        {
          g_array_append_val (body, *lit);
          qd_gdl_term_vars (store, lit->term, have);
        }
    }
  for (guint v = 0; v < n; v++)
    {
      guint j, arity = qd_gdl_term (store, caller->head)->arity;
      guint32 var_term = qd_gdl_store_make (store, v, TRUE, 0, NULL), bound_by;

      if (!need[v] || have[v])
        continue;
      for (j = 0; j < arity; j++)
        if (qd_gdl_term_args (store, qd_gdl_term (store, caller->head))[j] == var_term)
          break;
      if (j == arity || body->len >= QD_GDL_MAX_BODY)
        return FALSE;
      if ((caller_relation == QD_GDL_SYM_LEGAL || caller_relation == QD_GDL_SYM_GOAL) && j == 0)
        bound_by = QD_GDL_SYM_ROLE;
      else if (caller_relation < QD_GDL_N_KEYWORDS || (bound_by = domain_of (d, caller_relation, j)) == FAILED)
        return FALSE;
      g_array_append_val (body, ((QdGdlLiteral) { .term = qd_gdl_store_make (store, bound_by, FALSE, 1, &var_term),
                                                  .kind = QD_GDL_LIT_POS }));
      have[v] = 1;
    }
  rule.head = qd_gdl_store_make (store, symbol, FALSE, 1, &arg);
  rule.first = d->lits->len;
  rule.n_body = body->len;
  g_array_append_vals (d->lits, body->data, body->len);
  g_array_append_val (d->added, rule);
  return TRUE;
}

/* The symbol of args-RELATION-K, its rules made when first asked (a domain
 * asked again while being made is the recursion of its rules); FAILED
 * where a literal's argument is bound by nothing, or no rule uses the
 * relation. */
static guint32
domain_of (Domains *d, guint32 relation, guint k)
{
  QdGdlProgram *program = d->program;
  QdGdlStore *store = &program->store;
  gint64 *key = g_new (gint64, 1);
  guint32 symbol;
  guint made = 0;
  gboolean ok;

  *key = (gint64) relation << 32 | k;
  if (g_hash_table_contains (d->domains, key))
    {
      symbol = GPOINTER_TO_UINT (g_hash_table_lookup (d->domains, key)) - 1;
      g_free (key);
      return symbol;
    }
  if (d->depth >= MAX_DOMAIN_DEPTH)
    {
      g_free (key);
      return FAILED;
    }
  symbol = qd_gdl_fresh_relation (store, "args", relation);
  g_hash_table_insert (d->domains, key, GUINT_TO_POINTER (symbol + 1));
  for (guint c = 0; c < program->rules->len; c++)
    {
      const QdGdlRule *caller = &g_array_index (program->rules, QdGdlRule, c);

      for (guint i = 0; i < caller->n_body; i++)
        {
          const QdGdlLiteral *lit = &qd_gdl_rule_body (program, caller)[i];
          guint32 arg;

          /* a call of another arity has no place k (the relation is
           * refused later for it; its arguments are not the caller's
           * past its own) */
          if (lit->kind == QD_GDL_LIT_DISTINCT || qd_gdl_relation (store, lit->term) != relation
              || k >= qd_gdl_term (store, lit->term)->arity)
            continue;
          arg = qd_gdl_term_args (store, qd_gdl_term (store, lit->term))[k];
          if (qd_gdl_relation (store, caller->head) == relation && k < qd_gdl_term (store, caller->head)->arity
              && qd_gdl_term_args (store, qd_gdl_term (store, caller->head))[k] == arg)
            continue;   /* passed on */
          d->depth++;
          ok = domain_rule (d, symbol, d->relation, caller, arg);
          d->depth--;
          if (!ok)
            {
              g_hash_table_insert (d->domains, g_memdup2 (key, sizeof *key), GUINT_TO_POINTER (FAILED + 1));
              return FAILED;
            }
          made++;
        }
    }
  if (made == 0)
    {
      g_hash_table_insert (d->domains, g_memdup2 (key, sizeof *key), GUINT_TO_POINTER (FAILED + 1));
      return FAILED;
    }
  return symbol;
}

/* The rules of `relation` whose head variables are left free at a head
 * argument ?v (position k) get (args-R-k ?v) (domain_of).  So every
 * instance a rule asks for is derived, as a top-down prover answers it.
 * FALSE (nothing changed) where a free variable is not a head argument or
 * a domain cannot be made. */
static gboolean
bind_by_callers (Rebuild *b, guint32 relation)
{
  QdGdlProgram *program = b->program;
  QdGdlStore *store = &program->store;
  guint n_rules = program->rules->len, arity = 0;
  g_autofree guint32 *domain = NULL;        /* head position -> args relation, QD_GDL_NONE */
  g_autoptr(GHashTable) domains = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  g_autoptr(GArray) added = g_array_new (FALSE, FALSE, sizeof (QdGdlRule));
  g_autoptr(GArray) lits = g_array_new (FALSE, FALSE, sizeof (QdGdlLiteral));
  g_autofree guint8 *unsafe_rule = g_new0 (guint8, n_rules + 1);
  guint n_symbols = store->names->len;
  g_autofree guint8 *reaches = g_new0 (guint8, n_symbols + 1);
  Domains d = { .program = program, .relation = relation, .domains = domains, .added = added, .lits = lits,
                .reaches = reaches, .n_symbols = n_symbols };
  gboolean grew = TRUE;

  /* the relations depending on this one, positively or not */
  reaches[relation] = 1;
  while (grew)
    {
      grew = FALSE;
      for (guint r = 0; r < n_rules; r++)
        {
          const QdGdlRule *rule = &g_array_index (program->rules, QdGdlRule, r);
          guint32 h = qd_gdl_relation (store, rule->head);

          for (guint i = 0; i < rule->n_body && !reaches[h]; i++)
            if (qd_gdl_rule_body (program, rule)[i].kind != QD_GDL_LIT_DISTINCT
                && reaches[qd_gdl_relation (store, qd_gdl_rule_body (program, rule)[i].term)])
              reaches[h] = 1, grew = TRUE;
        }
    }

  for (guint r = 0; r < n_rules; r++)
    {
      const QdGdlRule *rule = &g_array_index (program->rules, QdGdlRule, r);

      if (qd_gdl_relation (store, rule->head) == relation)
        {
          arity = qd_gdl_term (store, rule->head)->arity;
          unsafe_rule[r] = is_unsafe (program, rule);
        }
    }
  domain = g_new (guint32, arity + 1);
  memset (domain, 0xff, (arity + 1) * sizeof (guint32));
  /* which head positions need a domain: each free variable's first */
  for (guint r = 0; r < n_rules; r++)
    {
      const QdGdlRule *rule = &g_array_index (program->rules, QdGdlRule, r);
      g_autofree guint8 *head = NULL, *bound = NULL, *used = NULL;

      if (!unsafe_rule[r])
        continue;
      head = g_new0 (guint8, rule->n_vars + 1), bound = g_new0 (guint8, rule->n_vars + 1);
      used = g_new0 (guint8, rule->n_vars + 1);
      rule_vars (program, rule, head, bound, used);
      for (guint v = 0; v < rule->n_vars; v++)
        {
          guint k;

          if (!((head[v] || used[v]) && !bound[v]))
            continue;
          for (k = 0; k < arity; k++)
            {
              const QdGdlTerm *a = qd_gdl_term (store, qd_gdl_term_args (store, qd_gdl_term (store, rule->head))[k]);

              if (a->is_var && a->functor == v)
                break;
            }
          if (k == arity)
            return FALSE;
          domain[k] = 0;
        }
    }
  for (guint k = 0; k < arity; k++)
    if (domain[k] != QD_GDL_NONE && (domain[k] = domain_of (&d, relation, k)) == FAILED)
      return FALSE;
  /* committed: the unsafe rules bound, the domains' rules added */
  for (guint r = 0; r < n_rules; r++)
    {
      QdGdlRule *rule = &g_array_index (b->rules, QdGdlRule, r);
      g_autofree QdGdlLiteral *body = NULL;
      guint n = rule->n_body;

      if (!unsafe_rule[r])
        continue;
      body = g_new (QdGdlLiteral, rule->n_body + arity + 1);
      if (rule->n_body > 0)
        memcpy (body, qd_gdl_rule_body (program, rule), rule->n_body * sizeof (QdGdlLiteral));
      {
        g_autofree guint8 *head = g_new0 (guint8, rule->n_vars + 1), *bound = g_new0 (guint8, rule->n_vars + 1);
        g_autofree guint8 *used = g_new0 (guint8, rule->n_vars + 1);
        g_autofree guint8 *free_vars = g_new0 (guint8, rule->n_vars + 1);

        rule_vars (program, rule, head, bound, used);
        for (guint k = 0; k < arity; k++)
          {
            guint32 arg = qd_gdl_term_args (store, qd_gdl_term (store, rule->head))[k];
            const QdGdlTerm *a = qd_gdl_term (store, arg);

            if (domain[k] != QD_GDL_NONE && a->is_var && !bound[a->functor] && !free_vars[a->functor])
              {
                free_vars[a->functor] = 1;
                body[n++] = (QdGdlLiteral) { .term = qd_gdl_store_make (store, domain[k], FALSE, 1, &arg),
                                             .kind = QD_GDL_LIT_POS };
              }
          }
        qd_gdl_warn_vars (program, rule, rule->head, free_vars,
                          _("the rule for %s leaves %s free (in no positive literal): bound to the "
                            "values the rules using it give there, as GGP Base's prover answers it"));
      }
      rule->first = program->lits->len;
      rule->n_body = n;
      g_array_append_vals (program->lits, body, n);
    }
  for (guint i = 0; i < added->len; i++)
    {
      QdGdlRule rule = g_array_index (added, QdGdlRule, i);
      /* a domain's rule of no literal: no address in `lits`, which may
       * have no storage yet */
      const QdGdlLiteral *body = rule.n_body > 0 ? &g_array_index (lits, QdGdlLiteral, rule.first) : NULL;

      emit (b, &rule, rule.head, body, rule.n_body, rule.n_vars, rule.var_names);
    }
  return TRUE;
}

static void
warn_unfold (QdGdlProgram *program, const QdGdlRule *rule)
{
  g_autofree guint8 *head = g_new0 (guint8, rule->n_vars + 1);
  g_autofree guint8 *bound = g_new0 (guint8, rule->n_vars + 1);
  g_autofree guint8 *used = g_new0 (guint8, rule->n_vars + 1);

  rule_vars (program, rule, head, bound, used);
  for (guint v = 0; v < rule->n_vars; v++)
    head[v] = (head[v] || used[v]) && !bound[v];
  qd_gdl_warn_vars (program, rule, rule->head, head,
                    _("the rule for %s leaves %s free (in no positive literal): the rule is unfolded into the "
                      "rules that use it, which bind them, as GGP Base's prover answers it"));
}

/* One round of repairs; FALSE when nothing changed. */
static gboolean
repair_round (QdGdlProgram *program)
{
  const QdGdlStore *store = &program->store;
  Rebuild b = { .program = program, .rules = g_array_new (FALSE, FALSE, sizeof (QdGdlRule)) };
  g_autofree guint8 *unsafe = g_new0 (guint8, program->rules->len + 1);
  gboolean changed = FALSE;

  for (guint r = 0; r < program->rules->len; r++)
    {
      QdGdlRule *rule = &g_array_index (program->rules, QdGdlRule, r);

      if (is_unsafe (program, rule) && drop_dead (program, rule))
        {
          changed = TRUE;
          continue;
        }
      if (!is_unsafe (program, rule) || (!bind_role (&b, rule) && !local_negations (&b, rule)))
        {
          g_array_append_val (b.rules, *rule);
          unsafe[r] = is_unsafe (program, rule);
          continue;
        }
      changed = TRUE;
    }
  /* unfolding reads the rules as they were this round: none was changed */
  if (!changed)
    for (guint r = 0; r < program->rules->len; r++)
      {
        QdGdlRule *rule = &g_array_index (program->rules, QdGdlRule, r);
        guint32 relation = qd_gdl_relation (store, rule->head);
        g_autofree guint8 *of = NULL;

        if (!unsafe[r])
          continue;
        if (relation >= QD_GDL_N_KEYWORDS && bind_by_callers (&b, relation))
          {
            changed = TRUE;
            break;
          }
        if (!can_unfold (program, relation))
          continue;
        of = g_new0 (guint8, program->rules->len + 1);
        for (guint s = 0; s < program->rules->len; s++)
          if (unsafe[s] && qd_gdl_relation (store, g_array_index (program->rules, QdGdlRule, s).head) == relation)
            {
              of[s] = 1, unsafe[s] = 0;
              warn_unfold (program, &g_array_index (program->rules, QdGdlRule, s));
            }
        /* its rules leave the list; the others are unfolded into */
        {
          g_autoptr(GArray) kept = g_array_new (FALSE, FALSE, sizeof (QdGdlRule));

          for (guint s = 0; s < b.rules->len; s++)
            if (qd_gdl_relation (store, g_array_index (b.rules, QdGdlRule, s).head) != relation
                || !is_unsafe (program, &g_array_index (b.rules, QdGdlRule, s)))
              g_array_append_val (kept, g_array_index (b.rules, QdGdlRule, s));
          g_array_set_size (b.rules, 0);
          g_array_append_vals (b.rules, kept->data, kept->len);
        }
        unfold (&b, relation, of);
        changed = TRUE;
        break;   /* one relation a round: the next round sees the rules unfolded */
      }
  if (changed)
    {
      g_array_unref (program->rules);
      program->rules = b.rules;
    }
  else
    g_array_unref (b.rules);
  return changed;
}

/* Rounds of repairs at most: each unfolds one relation or repairs rules. */
#define MAX_ROUNDS 64

gboolean
qd_gdl_rewrite (QdGdlProgram *program, GError **error)
{
  warn_order (program);
  for (guint round = 0; round < MAX_ROUNDS && repair_round (program); round++)
    if (program->rules->len > QD_GDL_MAX_RULES)
      {
        g_set_error (error, QD_GDL_ERROR, QD_GDL_ERROR_INVALID, _("%s: more than %d rules once the unsafe rules "
                                                                  "are unfolded"), program->name, QD_GDL_MAX_RULES);
        return FALSE;
      }
  qd_gdl_bind_by_values (program);
  return TRUE;
}
