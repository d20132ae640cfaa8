/* qd-gdl-unify.c — unification of rule terms with variables on both sides,
 * and the terms rebuilt under a binding or with their variables renamed:
 * what qd-gdl-rewrite.c needs to unfold a rule into its callers. */
#include "config.h"
#include "qd-gdl-private.h"

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
