/* qd-csp-xcsp-vars.c — XCSP3's <variables>: <var> and <array> of any
 * dimension, integer or symbolic, a domain for all cells or <domain
 * for="…"> per part (slices, "others"), cells left out, and `as` (the
 * domain of another entry). */
#include "config.h"

#include <inttypes.h>
#include "qd-csp-xcsp-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-owned.h"

typedef QdXcspNode Node;
typedef QdXcspBuilder Builder;

void
qd_xcsp_array_free (gpointer data)
{
  QdXcspArray *a = data;

  g_free (a->size);
  g_free (a->cells);
  g_free (a);
}

/* A domain: integers ascending, or symbol ids in the file's order. */
typedef struct {
  QdOwned owned;
  GArray *keys;
  gboolean symbolic;
} Domain;

/* "1..8", "0 2 4", "1..3 7"; or symbols "red green". */
static Domain *
parse_domain (Builder *b, const Node *n, const char *text, gboolean symbolic, GError **error)
{
  g_auto(GStrv) items = qd_xcsp_words (text);
  Domain *d = g_new0 (Domain, 1);

  d->keys = qd_owned_add (&d->owned, g_array_new (FALSE, FALSE, sizeof (gint64)), (GDestroyNotify) g_array_unref);
  d->symbolic = symbolic;
  for (guint i = 0; items[i] != NULL; i++)
    {
      gint64 lo, hi;

      if (symbolic)
        {
          gint64 id;

          if (!qd_csp_model_is_ident_char (g_utf8_get_char (items[i]), TRUE) || strchr (items[i], '(') != NULL)
            {
              qd_xcsp_error (error, n, _("“%s” is not a symbol"), items[i]);
              qd_owned_free (d);
              return NULL;
            }
          id = qd_csp_model_symbol (b->model, items[i], TRUE);
          g_array_append_val (d->keys, id);
          continue;
        }
      if (!qd_xcsp_range (items[i], &lo, &hi))
        {
          if (strstr (items[i], "inf") != NULL)
            qd_xcsp_error (error, n, _("the domain “%s” is not finite"), items[i]);
          else
            qd_xcsp_error (error, n, _("“%s” is not an integer or a range a..b (a symbolic variable has "
                                       "type=\"symbolic\")"), items[i]);
          qd_owned_free (d);
          return NULL;
        }
      if (hi >= lo && (guint64) (hi - lo) + d->keys->len >= QD_CSP_MODEL_DOMAIN_MAX)
        {
          qd_xcsp_limit (error, n, _("the domain has %" PRIu64 " values or more: at most %u"),
                         (guint64) (hi - lo) + 1 + d->keys->len, QD_CSP_MODEL_DOMAIN_MAX);
          qd_owned_free (d);
          return NULL;
        }
      for (gint64 v = lo; v <= hi; v++)
        g_array_append_val (d->keys, v);
    }
  if (d->keys->len == 0)
    {
      qd_xcsp_error (error, n, _("the domain is empty"));
      qd_owned_free (d);
      return NULL;
    }
  return d;
}

/* type="integer" (or none) or "symbolic"; anything else is refused. */
static gboolean
parse_type (const Node *v, gboolean *symbolic, GError **error)
{
  const char *type = qd_xcsp_node_attr (v, "type");

  *symbolic = type != NULL && strcmp (type, "symbolic") == 0;
  if (type != NULL && !*symbolic && strcmp (type, "integer") != 0)
    return qd_xcsp_error (error, v, _("variables of type “%s” are not part of XCSP3-core (integer and symbolic "
                                      "are)"), type);
  return TRUE;
}

static Domain *
domain_of_var (const QdCspModelVar *var)
{
  Domain *d = g_new0 (Domain, 1);

  d->keys = qd_owned_add (&d->owned, g_array_sized_new (FALSE, FALSE, sizeof (gint64), var->n_values),
                          (GDestroyNotify) g_array_unref);
  g_array_append_vals (d->keys, var->keys, var->n_values);
  d->symbolic = var->symbolic;
  return d;
}

static gboolean
add_var (Builder *b, const Node *v, const char *id, GError **error)
{
  const char *as = qd_xcsp_node_attr (v, "as");
  gboolean symbolic;
  g_autofree char *text = NULL;
  Domain *d;
  gboolean ok;

  if (!parse_type (v, &symbolic, error))
    return FALSE;
  if (as != NULL)
    {
      gint source = qd_csp_model_find_var (b->model, as);

      if (source < 0)
        return qd_xcsp_error (error, v, _("“%s” (as) is no variable declared before"), as);
      d = domain_of_var (qd_csp_model_var (b->model, (guint) source));
    }
  else
    {
      text = qd_xcsp_text (b, v);
      if ((d = parse_domain (b, v, text, symbolic, error)) == NULL)
        return FALSE;
    }
  ok = qd_csp_model_add_var (b->model, id, (const gint64 *) d->keys->data, d->keys->len, d->symbolic, error);
  qd_owned_free (d);
  return ok || qd_xcsp_prefix (error, v);
}

/* size="[8]", "[3][4]", "[2][3][4][5][6]". */
static gboolean
parse_size (const Node *n, const char *text, QdXcspArray *a, GError **error)
{
  const char *p = text;
  guint size[QD_XCSP_DIMS_MAX];
  guint64 cells = 1;
  gboolean overflow = FALSE;

  a->n_dims = 0;
  while (*p == '[')
    {
      char *end;
      guint64 v;

      /* Digits only: strtoull would take "-1" for 2^64 - 1, and blanks or "+". */
      if (!g_ascii_isdigit (p[1]))
        break;
      v = g_ascii_strtoull (p + 1, &end, 10);
      if (*end != ']' || v == 0 || a->n_dims == QD_XCSP_DIMS_MAX)
        break;
      overflow |= __builtin_mul_overflow (cells, v, &cells);
      size[a->n_dims++] = (guint) MIN (v, G_MAXUINT);
      p = end + 1;
    }
  if (*p != 0 || a->n_dims == 0)
    return qd_xcsp_error (error, n, _("the size “%s” is not [n], [n][m]… (at most %u dimensions)"), text,
                          QD_XCSP_DIMS_MAX);
  if (overflow)
    return qd_xcsp_limit (error, n, _("the array has more than %" PRIu64 " cells: at most %u"),
                          G_MAXUINT64, QD_CSP_MODEL_VARIABLES_MAX);
  if (cells > QD_CSP_MODEL_VARIABLES_MAX)
    return qd_xcsp_limit (error, n, _("the array has %" PRIu64 " cells: at most %u"), cells,
                          QD_CSP_MODEL_VARIABLES_MAX);
  a->size = g_memdup2 (size, sizeof (guint) * a->n_dims);
  a->n_cells = (guint) cells;
  a->cells = g_new (gint, a->n_cells);
  return TRUE;
}

/* "x[2][3]" (to free). */
static char *
cell_name (const char *id, const QdXcspArray *a, guint offset)
{
  GString *name = g_string_new (id);
  guint idx[QD_XCSP_DIMS_MAX];

  for (guint d = a->n_dims; d > 0; d--)
    {
      idx[d - 1] = offset % a->size[d - 1];
      offset /= a->size[d - 1];
    }
  for (guint d = 0; d < a->n_dims; d++)
    g_string_append_printf (name, "[%u]", idx[d]);
  return g_string_free (name, FALSE);
}

/* Each cell's domain (an index into domains, or -1: left out). */
static gboolean
cell_domains (Builder *b, const Node *v, const QdXcspArray *a, const char *id, gint *which, GPtrArray *domains,
              GError **error)
{
  const char *as = qd_xcsp_node_attr (v, "as");
  gboolean symbolic;

  if (!parse_type (v, &symbolic, error))
    return FALSE;
  for (guint i = 0; i < a->n_cells; i++)
    which[i] = -1;
  if (as != NULL)
    {
      const QdXcspArray *source = g_hash_table_lookup (b->arrays, as);

      if (source == NULL || source->n_cells != a->n_cells)
        return qd_xcsp_error (error, v, _("“%s” (as) is no array of the same size declared before"), as);
      for (guint i = 0; i < a->n_cells; i++)
        if (source->cells[i] >= 0)
          {
            which[i] = (gint) domains->len;
            g_ptr_array_add (domains, domain_of_var (qd_csp_model_var (b->model, (guint) source->cells[i])));
          }
      return TRUE;
    }
  if (v->kids->len == 0)
    {
      g_autofree char *text = qd_xcsp_text (b, v);
      Domain *d = parse_domain (b, v, text, symbolic, error);

      if (d == NULL)
        return FALSE;
      g_ptr_array_add (domains, d);
      memset (which, 0, sizeof (gint) * a->n_cells);
      return TRUE;
    }
  for (guint k = 0; k < v->kids->len; k++)
    {
      const Node *dn = g_ptr_array_index (v->kids, k);
      const char *for_ = qd_xcsp_node_attr (dn, "for");
      g_autofree char *text = NULL;
      g_auto(GStrv) refs = NULL;
      g_autoptr(GArray) offsets = g_array_new (FALSE, FALSE, sizeof (guint));
      Domain *d;

      if (strcmp (dn->name, "domain") != 0)
        return qd_xcsp_error (error, dn, _("an array holds <domain> elements only"));
      if (for_ == NULL)
        return qd_xcsp_error (error, dn, _("the attribute “for” is needed"));
      refs = qd_xcsp_words (for_);
      for (guint r = 0; refs[r] != NULL; r++)
        {
          const char *bracket = strchr (refs[r], '[');

          if (strcmp (refs[r], "others") == 0)
            {
              for (guint i = 0; i < a->n_cells; i++)
                if (which[i] < 0)
                  g_array_append_val (offsets, i);
            }
          else if (bracket == NULL || strncmp (refs[r], id, bracket - refs[r]) != 0 ||
                   id[bracket - refs[r]] != 0 || !qd_xcsp_array_cells (a, bracket, offsets))
            return qd_xcsp_error (error, dn, _("“%s” names no cell of “%s”"), refs[r], id);
        }
      if (qd_xcsp_node_attr (dn, "as") != NULL)
        {
          g_autoptr(GArray) vars = g_array_new (FALSE, FALSE, sizeof (guint));

          if (!qd_xcsp_resolve (b, qd_xcsp_node_attr (dn, "as"), vars) || vars->len != 1)
            return qd_xcsp_error (error, dn, _("“%s” (as) is no variable declared before"),
                                  qd_xcsp_node_attr (dn, "as"));
          d = domain_of_var (qd_csp_model_var (b->model, g_array_index (vars, guint, 0)));
        }
      else
        {
          text = qd_xcsp_text (b, dn);
          if ((d = parse_domain (b, dn, text, symbolic, error)) == NULL)
            return FALSE;
        }
      for (guint i = 0; i < offsets->len; i++)
        which[g_array_index (offsets, guint, i)] = (gint) domains->len;
      g_ptr_array_add (domains, d);
    }
  return TRUE;
}

static gboolean
add_array (Builder *b, const Node *v, const char *id, GError **error)
{
  const char *size = qd_xcsp_node_attr (v, "size");
  QdXcspArray *a = g_new0 (QdXcspArray, 1);
  g_autoptr(GPtrArray) domains = g_ptr_array_new_with_free_func (qd_owned_free);
  g_autofree gint *which = NULL;
  guint count = 0;

  if (g_hash_table_contains (b->arrays, id) || qd_csp_model_find_var (b->model, id) >= 0)
    {
      qd_xcsp_array_free (a);
      return qd_xcsp_error (error, v, _("“%s” is declared twice"), id);
    }
  if (!parse_size (v, size != NULL ? size : "", a, error))
    {
      qd_xcsp_array_free (a);
      return FALSE;
    }
  g_hash_table_insert (b->arrays, g_strdup (id), a);
  which = g_new (gint, a->n_cells);
  if (!cell_domains (b, v, a, id, which, domains, error))
    return FALSE;
  for (guint i = 0; i < a->n_cells; i++)
    count += which[i] >= 0;
  if (count + qd_csp_model_n_vars (b->model) > QD_CSP_MODEL_VARIABLES_MAX)
    return qd_xcsp_limit (error, v, _("%" PRIu64 " variables: at most %u"),
                          (guint64) count + qd_csp_model_n_vars (b->model), QD_CSP_MODEL_VARIABLES_MAX);
  for (guint i = 0; i < a->n_cells; i++)
    {
      g_autofree char *name = NULL;
      const Domain *d;

      a->cells[i] = -1;
      if (which[i] < 0)
        continue;
      d = g_ptr_array_index (domains, which[i]);
      name = cell_name (id, a, i);
      a->cells[i] = (gint) qd_csp_model_n_vars (b->model);
      if (!qd_csp_model_add_var (b->model, name, (const gint64 *) d->keys->data, d->keys->len, d->symbolic, error))
        return qd_xcsp_prefix (error, v);
    }
  return TRUE;
}

gboolean
qd_xcsp_add_variables (Builder *b, const Node *n, GError **error)
{
  for (guint i = 0; i < n->kids->len; i++)
    {
      const Node *v = g_ptr_array_index (n->kids, i);
      const char *id = qd_xcsp_node_attr (v, "id");

      if (strcmp (v->name, "var") != 0 && strcmp (v->name, "array") != 0)
        return qd_xcsp_error (error, v, _("this element is not part of XCSP3-core's variables"));
      if (id == NULL || *id == 0)
        return qd_xcsp_error (error, v, _("an id is needed"));
      if (!qd_xcsp_is_identifier (id))
        {
          g_autofree char *shown = g_strescape (id, NULL);

          return qd_xcsp_error (error, v, _("the id “%.60s” is not an XCSP3 identifier (a letter, then letters, "
                                            "digits and _)"), shown);
        }
      if (g_hash_table_contains (b->arrays, id))
        return qd_xcsp_error (error, v, _("“%s” is not a free id"), id);
      if (strcmp (v->name, "var") == 0)
        {
          if (v->kids->len > 0)
            return qd_xcsp_error (error, g_ptr_array_index (v->kids, 0), _("a <var> holds its domain only"));
          if (!add_var (b, v, id, error))
            return FALSE;
        }
      else if (!add_array (b, v, id, error))
        return FALSE;
    }
  return TRUE;
}
