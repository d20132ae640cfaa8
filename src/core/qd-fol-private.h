/* qd-fol-private.h — what the files of the first-order engine share. */
#pragma once

#include "qd-fol.h"

G_BEGIN_DECLS

typedef enum
{
  QD_FOL_ROLE_NONE,
  QD_FOL_ROLE_VAR,
  QD_FOL_ROLE_FUN,    /* a function or a constant */
  QD_FOL_ROLE_PRED,
} QdFolRoleKind;

/* What a name is, with the arity and place of its first use. */
typedef struct
{
  guint role;   /* QdFolRoleKind */
  guint arity;
  guint line, column;
} QdFolRole;

/* The sizes of a QdFol's arrays, to take back what came after. */
typedef struct
{
  guint terms, args, vars, clauses, premises, names;
} QdFolMark;

void  qd_fol_mark     (const QdFol *fol, QdFolMark *mark);
/* Also resets to no role the names listed in `roles_changed` (guint, NULL: none). */
void  qd_fol_rollback (QdFol *fol, const QdFolMark *mark, const GArray *roles_changed);

/* The variable of a variable term. */
static inline guint
qd_fol_var_of (const QdFol *fol, guint term)
{
  return qd_fol_term (fol, term)->symbol;
}

/* Grows `subst` to cover every variable of `fol`. */
void  qd_fol_subst_fit (QdFolSubst *subst, const QdFol *fol);

/* FALSE with `error` when `query` is not an atom of `fol`; its variables
 * appended to `vars` in order of appearance. */
gboolean qd_fol_check_query (const QdFol *fol, guint query, GArray *vars, GError **error);

/* `term` with the variables first_var … first_var + n_vars - 1 replaced by
 * the variable terms fresh[0 …]; QD_FOL_NONE past the limits. */
guint    qd_fol_rename_range (QdFol *fol, guint term, guint first_var, guint n_vars, const guint *fresh);

/* Lists of numbers by a name's number (facts or clauses by predicate). */
GPtrArray *qd_fol_index_new  (void);
/* The list of `key`, made empty when there is none yet. */
GArray    *qd_fol_index_list (GPtrArray *index, guint key);

G_END_DECLS
