/* qd-csp-xcsp-meta.c — the elements that make constraints of others:
 * <group> (a template of any constraint element, %0 %1 … and %... read
 * from each <args>), <slide> (the template over windows of lists: offset,
 * collect, circular) and <block> (a plain grouping, its class a label).
 * An expansion past QD_CSP_MODEL_CONSTRAINTS_MAX is refused before it
 * starts. */
#include "config.h"

#include <inttypes.h>
#include "qd-csp-xcsp-private.h"

#include <glib/gi18n.h>
#include <string.h>

typedef QdXcspNode Node;
typedef QdXcspBuilder Builder;

/* The largest %i of a template (-1: none) and whether it has %... . */
static void
scan_parameters (const Node *n, gint *max, gboolean *rest)
{
  for (const char *p = n->text->str; (p = strchr (p, '%')) != NULL; p++)
    {
      if (strncmp (p + 1, "...", 3) == 0)
        *rest = TRUE;
      else if (g_ascii_isdigit (p[1]))
        *max = MAX (*max, (gint) MIN (g_ascii_strtoull (p + 1, NULL, 10), (guint64) G_MAXINT));
    }
  for (guint i = 0; i < n->kids->len; i++)
    scan_parameters (g_ptr_array_index (n->kids, i), max, rest);
}

static gboolean
room_for (const Builder *b, const Node *n, guint64 count, const char *what, GError **error)
{
  guint have = qd_csp_n_constraints (b->model->csp);

  if (count <= (guint64) (QD_CSP_MODEL_CONSTRAINTS_MAX - MIN (have, QD_CSP_MODEL_CONSTRAINTS_MAX)))
    return TRUE;
  return qd_xcsp_limit (error, n, what, count, QD_CSP_MODEL_CONSTRAINTS_MAX);
}

/* The template once with these arguments (b->args restored after). */
static gboolean
apply (Builder *b, const Node *template, const char *const *args, guint n_args, guint rest, GError **error)
{
  const char *const *saved = b->args;
  guint saved_n = b->n_args, saved_rest = b->rest;
  gboolean ok;

  b->args = args;
  b->n_args = n_args;
  b->rest = rest;
  ok = qd_xcsp_add_constraint (b, template, error);
  /* Past the budget the text was left as written: whatever that made of
   * it, the file is refused for its size. */
  if (b->copied > QD_CSP_MODEL_COPIES_MAX)
    {
      g_clear_error (error);
      ok = qd_xcsp_limit (error, template, _("the templates of <group> and <slide> make more than %u bytes of text "
                                             "with their arguments written in"), QD_CSP_MODEL_COPIES_MAX);
    }
  b->args = saved;
  b->n_args = saved_n;
  b->rest = saved_rest;
  return ok;
}

/* An <args>' words, each reference spelt out as its variables' names
 * ("x[0][]" is x[0][0] x[0][1] …, XCSP3's sequences), numbers and
 * expressions as written: names borrowed from the model or kept in
 * `owned`. */
static gboolean
expand_args (const Builder *b, const Node *n, GPtrArray *out, GPtrArray *owned, GError **error)
{
  g_autofree char *text = qd_xcsp_text (b, n);
  g_auto(GStrv) words = qd_xcsp_words (text);
  g_autoptr(GArray) vars = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; words[i] != NULL; i++)
    {
      g_array_set_size (vars, 0);
      if (strchr (words[i], '(') == NULL && qd_xcsp_resolve (b, words[i], vars))
        for (guint k = 0; k < vars->len; k++)
          g_ptr_array_add (out, qd_csp_model_var (b->model, g_array_index (vars, guint, k))->name);
      else if (strchr (words[i], '[') != NULL && strchr (words[i], '(') == NULL)
        return qd_xcsp_error (error, n, _("“%s” is no variable (or an index is out of range)"), words[i]);
      else
        {
          g_ptr_array_add (owned, g_strdup (words[i]));
          g_ptr_array_add (out, g_ptr_array_index (owned, owned->len - 1));
        }
    }
  return TRUE;
}

gboolean
qd_xcsp_add_group (Builder *b, const Node *n, GError **error)
{
  const Node *template = n->kids->len > 0 ? g_ptr_array_index (n->kids, 0) : NULL;
  gint max = -1;
  gboolean rest = FALSE;

  if (template == NULL || strcmp (template->name, "args") == 0)
    return qd_xcsp_error (error, n, _("a group's first element is the constraint it repeats"));
  if (strcmp (template->name, "group") == 0 || strcmp (template->name, "block") == 0 ||
      strcmp (template->name, "slide") == 0)
    return qd_xcsp_error (error, template, _("a group repeats a constraint, not a <%s>"), template->name);
  for (guint i = 1; i < n->kids->len; i++)
    if (strcmp (((const Node *) g_ptr_array_index (n->kids, i))->name, "args") != 0)
      return qd_xcsp_error (error, g_ptr_array_index (n->kids, i), _("a group holds its template and <args>"));
  if (n->kids->len == 1)
    return qd_xcsp_error (error, n, _("a group needs one <args> or more"));
  if (!room_for (b, n, n->kids->len - 1, _("the group makes %" PRIu64 " constraints: at most %u are "
                                           "made"), error))
    return FALSE;
  scan_parameters (template, &max, &rest);
  for (guint i = 1; i < n->kids->len; i++)
    {
      const Node *args = g_ptr_array_index (n->kids, i);
      g_autoptr(GPtrArray) values = g_ptr_array_new ();
      g_autoptr(GPtrArray) owned = g_ptr_array_new_with_free_func (g_free);

      if (!expand_args (b, args, values, owned, error))
        return FALSE;
      if ((gint) values->len <= max)
        return qd_xcsp_error (error, args, _("%u arguments, the template uses %%%d"), values->len, max);
      if (!apply (b, template, (const char *const *) values->pdata, values->len, (guint) (max + 1), error))
        return FALSE;
    }
  return TRUE;
}

typedef struct {
  GArray *vars;
  guint offset, collect;
} SlideList;

static void
slide_list_clear (gpointer data)
{
  g_array_unref (((SlideList *) data)->vars);
}

static gboolean
attr_count (const Node *n, const char *name, guint *value, GError **error)
{
  const char *text = qd_xcsp_node_attr (n, name);
  gint64 v;

  if (text == NULL)
    return TRUE;
  if (!qd_xcsp_int (text, &v) || v < 1 || v > G_MAXINT)
    return qd_xcsp_error (error, n, _("%s=“%s” is not a number of at least 1"), name, text);
  *value = (guint) v;
  return TRUE;
}

gboolean
qd_xcsp_add_slide (Builder *b, const Node *n, GError **error)
{
  const char *circular_text = qd_xcsp_node_attr (n, "circular");
  gboolean circular = circular_text != NULL && strcmp (circular_text, "true") == 0;
  const Node *template;
  g_autoptr(GArray) lists = g_array_new (FALSE, TRUE, sizeof (SlideList));
  g_autoptr(GPtrArray) window = g_ptr_array_new ();
  guint n_lists, arity = 0;
  guint64 windows = 0;
  gint max = -1;
  gboolean rest = FALSE;

  g_array_set_clear_func (lists, slide_list_clear);
  if (n->kids->len < 2)
    return qd_xcsp_error (error, n, _("a slide holds <list>s and the constraint it repeats"));
  n_lists = n->kids->len - 1;
  template = g_ptr_array_index (n->kids, n_lists);
  scan_parameters (template, &max, &rest);
  if (rest)
    return qd_xcsp_error (error, template, _("%%... is not allowed in a slide"));
  for (guint i = 0; i < n_lists; i++)
    {
      const Node *list = g_ptr_array_index (n->kids, i);
      SlideList l = { g_array_new (FALSE, FALSE, sizeof (guint)), 1, 1 };
      g_autofree char *text = NULL;

      g_array_append_val (lists, l);
      if (strcmp (list->name, "list") != 0)
        return qd_xcsp_error (error, list, _("a slide holds <list>s, then the constraint it repeats"));
      text = qd_xcsp_text (b, list);
      if (!qd_xcsp_vars (b, list, text, l.vars, error) || !attr_count (list, "offset", &l.offset, error) ||
          !attr_count (list, "collect", &l.collect, error))
        return FALSE;
      /* One list: the template's arity is what each window collects. */
      if (n_lists == 1)
        l.collect = (guint) (max + 1);
      if (l.collect == 0 || l.collect > l.vars->len)
        return qd_xcsp_error (error, list, _("windows of %u variables over a list of %u"), l.collect, l.vars->len);
      g_array_index (lists, SlideList, i) = l;
      arity += l.collect;
    }
  if ((gint) arity <= max)
    return qd_xcsp_error (error, template, _("windows of %u variables, the template uses %%%d"), arity, max);
  /* The windows: the first list's decides how many (XCSP3's). */
  {
    const SlideList *first = &g_array_index (lists, SlideList, 0);

    if (circular)
      windows = (first->vars->len + first->offset - 1) / first->offset;
    else
      windows = (first->vars->len - first->collect) / first->offset + 1;
  }
  if (!room_for (b, n, windows, _("the slide makes %" PRIu64 " constraints: at most %u are made"),
                 error))
    return FALSE;
  for (guint64 w = 0; w < windows; w++)
    {
      g_ptr_array_set_size (window, 0);
      for (guint i = 0; i < n_lists; i++)
        {
          const SlideList *l = &g_array_index (lists, SlideList, i);

          for (guint j = 0; j < l->collect; j++)
            {
              guint64 at = w * l->offset + j;

              if (!circular && at >= l->vars->len)
                return qd_xcsp_error (error, g_ptr_array_index (n->kids, i), _("the list is too short for the "
                                                                                "windows of the first one"));
              g_ptr_array_add (window, qd_csp_model_var (b->model, g_array_index (l->vars, guint,
                                                                                  at % l->vars->len))->name);
            }
        }
      if (!apply (b, template, (const char *const *) window->pdata, window->len, window->len, error))
        return FALSE;
    }
  return TRUE;
}

gboolean
qd_xcsp_add_block (Builder *b, const Node *n, GError **error)
{
  for (guint i = 0; i < n->kids->len; i++)
    if (!qd_xcsp_add_constraint (b, g_ptr_array_index (n->kids, i), error))
      return FALSE;
  return TRUE;
}
