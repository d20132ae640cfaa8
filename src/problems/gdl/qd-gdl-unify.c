/* qd-gdl-unify.c — unification: of a pattern with a ground term (the
 * join's), of rule terms with variables on both sides, and the terms
 * rebuilt under a binding or with their variables renamed (what
 * qd-gdl-rewrite.c needs to unfold a rule into its callers). */
#include "config.h"
#include "qd-gdl-private.h"

/* ---- a pattern and a ground term (the join, qd-gdl-join.c) */

gboolean
qd_gdl_unify (const QdGdlStore *store, guint32 pattern, guint32 ground, guint32 *subst, guint32 *trail,
              guint *n_trail)
{
  const QdGdlTerm *p = qd_gdl_term (store, pattern);
  const QdGdlTerm *g;
  const guint32 *pa, *ga;

  if (p->ground)
    return pattern == ground;
  if (p->is_var)
    {
      if (subst[p->functor] != QD_GDL_NONE)
        return subst[p->functor] == ground;
      subst[p->functor] = ground;
      if (trail != NULL)
        trail[(*n_trail)++] = p->functor;
      return TRUE;
    }
  g = qd_gdl_term (store, ground);
  if (g->functor != p->functor || g->arity != p->arity)
    return FALSE;
  /* the arguments that are constants or variables here, without a call:
   * the inner loop of the join (an argument of the same id is the same
   * term, a pattern's variable is never a fact's argument) */
  pa = qd_gdl_term_args (store, p);
  ga = qd_gdl_term_args (store, g);
  for (guint i = 0; i < p->arity; i++)
    {
      const QdGdlTerm *a;

      if (pa[i] == ga[i])
        continue;
      a = qd_gdl_term (store, pa[i]);
      if (a->ground)
        return FALSE;
      if (a->is_var)
        {
          guint32 *bound = &subst[a->functor];

          if (*bound == QD_GDL_NONE)
            {
              *bound = ga[i];
              if (trail != NULL)
                trail[(*n_trail)++] = a->functor;
            }
          else if (*bound != ga[i])
            return FALSE;
          continue;
        }
      if (!qd_gdl_unify (store, pa[i], ga[i], subst, trail, n_trail))
        return FALSE;
    }
  return TRUE;
}

guint32
qd_gdl_instantiate (QdGdlStore *store, guint32 term, const guint32 *subst)
{
  const QdGdlTerm *t = qd_gdl_term (store, term);
  guint32 args[256];
  g_autofree guint32 *many = NULL;
  guint32 *a = args;
  guint32 functor = t->functor;
  guint arity = t->arity;

  if (t->ground)
    return term;
  if (t->is_var)
    return subst[t->functor];
  if (arity > G_N_ELEMENTS (args))
    a = many = g_new (guint32, arity);
  for (guint i = 0; i < arity; i++)
    {
      a[i] = qd_gdl_instantiate (store, qd_gdl_term_args (store, qd_gdl_term (store, term))[i], subst);
      if (a[i] == QD_GDL_NONE)
        return QD_GDL_NONE;
    }
  return qd_gdl_store_make (store, functor, FALSE, arity, a);
}

/* ---- both sides with variables */

static guint32
deref (const QdGdlStore *store, guint32 t, const guint32 *bind)
{
  while (qd_gdl_term (store, t)->is_var && bind[qd_gdl_term (store, t)->functor] != QD_GDL_NONE)
    t = bind[qd_gdl_term (store, t)->functor];
  return t;
}

static gboolean
occurs (const QdGdlStore *store, guint32 var, guint32 t, const guint32 *bind)
{
  const QdGdlTerm *term;

  t = deref (store, t, bind);
  term = qd_gdl_term (store, t);
  if (term->ground)
    return FALSE;
  if (term->is_var)
    return term->functor == var;
  for (guint i = 0; i < term->arity; i++)
    if (occurs (store, var, qd_gdl_term_args (store, term)[i], bind))
      return TRUE;
  return FALSE;
}

gboolean
qd_gdl_unify_open (const QdGdlStore *store, guint32 a, guint32 b, guint32 *bind)
{
  const QdGdlTerm *ta, *tb;

  a = deref (store, a, bind);
  b = deref (store, b, bind);
  if (a == b)
    return TRUE;
  ta = qd_gdl_term (store, a);
  tb = qd_gdl_term (store, b);
  if (ta->is_var || tb->is_var)
    {
      /* of two variables, the later one (an unfolded rule's, renamed after its
       * caller's) takes the other: the caller's names stay */
      gboolean first = ta->is_var && (!tb->is_var || ta->functor > tb->functor);
      guint32 var = first ? ta->functor : tb->functor, other = first ? b : a;

      if (occurs (store, var, other, bind))
        return FALSE;
      bind[var] = other;
      return TRUE;
    }
  if (ta->functor != tb->functor || ta->arity != tb->arity || (ta->ground && tb->ground))
    return FALSE;
  for (guint i = 0; i < ta->arity; i++)
    if (!qd_gdl_unify_open (store, qd_gdl_term_args (store, ta)[i], qd_gdl_term_args (store, tb)[i], bind))
      return FALSE;
  return TRUE;
}

/* The term rebuilt with each variable v replaced: by its binding in `bind`
 * (itself substituted; v kept where unbound), or, without `bind`, by the
 * variable v + offset.  QD_GDL_NONE where a binding is. */
static guint32
map_vars (QdGdlStore *store, guint32 term, const guint32 *bind, guint offset)
{
  const QdGdlTerm *t = qd_gdl_term (store, term);
  guint32 functor = t->functor;
  guint arity = t->arity;
  g_autofree guint32 *args = NULL;

  if (t->ground)
    return term;
  if (t->is_var && bind != NULL)
    return bind[functor] != QD_GDL_NONE ? map_vars (store, bind[functor], bind, 0) : term;
  if (t->is_var)
    return qd_gdl_store_make (store, functor + offset, TRUE, 0, NULL);
  args = g_memdup2 (qd_gdl_term_args (store, t), arity * sizeof (guint32));
  for (guint i = 0; i < arity; i++)
    if ((args[i] = map_vars (store, args[i], bind, offset)) == QD_GDL_NONE)
      return QD_GDL_NONE;
  return qd_gdl_store_make (store, functor, FALSE, arity, args);
}

guint32
qd_gdl_substitute (QdGdlStore *store, guint32 term, const guint32 *bind)
{
  return map_vars (store, term, bind, 0);
}

guint32
qd_gdl_rename_vars (QdGdlStore *store, guint32 term, guint offset)
{
  return map_vars (store, term, NULL, offset);
}
