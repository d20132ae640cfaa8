/* qd-plan-document.c — a PDDL file, its companion and the task they make
 * (qd-plan-document.h). */
#include "config.h"
#include "qd-plan-document.h"
#include "qd-plan-private.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

/* The name the reader puts first in the errors of the file alone, taken
 * off again: the file's own name is put there by whoever read it. */
#define ALONE "pddl"

/* ---- the file alone */

/* "pddl:3:7: MESSAGE" becomes "line 3, column 7: MESSAGE". */
static void
say_line (GError *error)
{
  guint line, column;
  int used = 0;
  char *message;

  if (error == NULL || !g_str_has_prefix (error->message, ALONE ":")
      || sscanf (error->message + strlen (ALONE ":"), "%u:%u: %n", &line, &column, &used) != 2 || used == 0)
    return;
  message = g_strdup_printf (_("line %u, column %u: %s"), line, column, error->message + strlen (ALONE ":") + used);
  g_free (error->message);
  error->message = message;
}

/* The kind of the top-level form `node`: "domain", "problem" or NULL. */
static const char *
define_kind (const QdPlanSexp *sexp, guint node)
{
  const QdPlanNode *n = qd_plan_node (sexp, node);
  const QdPlanNode *head = n->text == NULL && n->n >= 2 ? qd_plan_node (sexp, qd_plan_item (sexp, n, 1)) : NULL;

  if (head == NULL || !qd_plan_is (sexp, qd_plan_item (sexp, n, 0), "define") || head->text != NULL || head->n != 2
      || qd_plan_node (sexp, qd_plan_item (sexp, head, 1))->text == NULL)
    return NULL;
  if (qd_plan_is (sexp, qd_plan_item (sexp, head, 0), "domain"))
    return "domain";
  return qd_plan_is (sexp, qd_plan_item (sexp, head, 0), "problem") ? "problem" : NULL;
}

/* The domain a problem's define names in (:domain NAME), or NULL. */
static const char *
problem_domain (const QdPlanSexp *sexp, guint node)
{
  const QdPlanNode *n = qd_plan_node (sexp, node);

  for (guint i = 2; i < n->n; i++)
    {
      const QdPlanNode *section = qd_plan_node (sexp, qd_plan_item (sexp, n, i));

      if (section->text == NULL && section->n == 2 && qd_plan_is (sexp, qd_plan_item (sexp, section, 0), ":domain"))
        return qd_plan_node (sexp, qd_plan_item (sexp, section, 1))->text;
    }
  return NULL;
}

/* The define's name: (define (KIND NAME) …). */
static const char *
define_name (const QdPlanSexp *sexp, guint node)
{
  const QdPlanNode *head = qd_plan_node (sexp, qd_plan_item (sexp, qd_plan_node (sexp, node), 1));

  return qd_plan_node (sexp, qd_plan_item (sexp, head, 1))->text;
}

/* The file's kind and its domain's name: FALSE with an error when its
 * top level is not one define of a domain or a problem, or both. */
static gboolean
read_kind (const QdPlanSexp *sexp, QdPlanFileKind *kind, char **domain_name, GError **error)
{
  const char *kinds[2] = { NULL, NULL };
  const char *domain = NULL;

  for (guint i = 0; i < sexp->top->len && i < 2; i++)
    kinds[i] = define_kind (sexp, g_array_index (sexp->top, guint, i));
  if (sexp->top->len == 0 || sexp->top->len > 2 || kinds[0] == NULL || (sexp->top->len == 2 && kinds[1] == NULL)
      || (sexp->top->len == 2 && strcmp (kinds[0], kinds[1]) == 0))
    return qd_plan_error_at (error, sexp, QD_PLAN_ERROR_READ,
                             sexp->top->len > 0 ? qd_plan_node (sexp, g_array_index (sexp->top, guint, 0)) : NULL,
                             _("a PDDL file holds (define (domain …)), (define (problem …)) or both"));
  *kind = sexp->top->len == 2 ? QD_PLAN_FILE_BOTH
          : strcmp (kinds[0], "domain") == 0 ? QD_PLAN_FILE_DOMAIN : QD_PLAN_FILE_PROBLEM;
  for (guint i = 0; i < sexp->top->len; i++)
    {
      guint node = g_array_index (sexp->top, guint, i);

      if (strcmp (kinds[i], "domain") == 0)
        domain = define_name (sexp, node);
      else if (domain == NULL)
        domain = problem_domain (sexp, node);
    }
  *domain_name = g_strdup (domain != NULL ? domain : "");
  return TRUE;
}

/* A domain alone is read whole: its declarations checked now, not only
 * when its problem comes. */
static gboolean
check_alone (const QdPlanSexp *sexp, QdPlanFileKind kind, GError **error)
{
  g_autoptr(QdPlanTask) task = NULL;

  if (kind != QD_PLAN_FILE_DOMAIN)
    return TRUE;
  task = qd_plan_task_alloc ();
  return qd_plan_read_domain (task, sexp, error);
}

QdPlanDocument *
qd_plan_document_parse (const char *text, gssize length, GError **error)
{
  gsize n = length < 0 ? strlen (text) : (gsize) length;
  g_autoptr(QdPlanDocument) document = g_new0 (QdPlanDocument, 1);
  QdPlanSexp sexp = { 0 };
  GError *local = NULL;

  if (qd_plan_sexp_read (&sexp, ALONE, text, n, &local) && read_kind (&sexp, &document->kind,
                                                                     &document->domain_name, &local))
    check_alone (&sexp, document->kind, &local);
  qd_plan_sexp_clear (&sexp);
  /* The reader refuses a NUL byte, so the text is all of it. */
  document->text = g_strndup (text, n);
  if (local == NULL && document->kind == QD_PLAN_FILE_BOTH)
    qd_plan_document_read_task (document, ALONE, &local);
  if (local != NULL)
    {
      say_line (local);
      g_propagate_error (error, local);
      return NULL;
    }
  return g_steal_pointer (&document);
}

char *
qd_plan_document_to_string (const QdPlanDocument *document)
{
  return g_strdup (document->text);
}

void
qd_plan_document_free (QdPlanDocument *document)
{
  if (document == NULL)
    return;
  g_free (document->text);
  g_free (document->domain_name);
  g_free (document->companion);
  g_free (document->companion_name);
  g_clear_pointer (&document->task, qd_plan_task_free);
  g_free (document);
}

QdPlanDocument *
qd_plan_document_copy_texts (const QdPlanDocument *document)
{
  QdPlanDocument *copy = g_new0 (QdPlanDocument, 1);

  *copy = (QdPlanDocument) {
    .text = g_strdup (document->text),
    .kind = document->kind,
    .domain_name = g_strdup (document->domain_name),
    .companion = g_strdup (document->companion),
    .companion_name = g_strdup (document->companion_name),
  };
  return copy;
}

QdPlanDocument *
qd_plan_document_copy (const QdPlanDocument *document)
{
  QdPlanDocument *copy = qd_plan_document_copy_texts (document);

  if (document->task != NULL)
    qd_plan_document_read_task (copy, ALONE, NULL);
  return copy;
}

/* ---- the task */

/* `text` with every byte of the top-level form `keep_kind` kept and the
 * others' blanked (newlines kept): the reader then sees one define, at its
 * own lines and columns. */
static char *
keep_define (const char *text, const char *keep_kind)
{
  char *out = g_strdup (text);
  gboolean keep = FALSE, comment = FALSE;
  guint depth = 0;

  for (char *p = out; *p != '\0'; p++)
    {
      if (comment || *p == ';')
        comment = *p != '\n';
      else if (*p == '(' && depth++ == 0)
        {
          const char *kind = strstr (p, keep_kind);
          const char *close = strchr (p, ')');

          /* "(define (domain": the kind is inside the define's head. */
          keep = kind != NULL && close != NULL && kind < close;
        }
      else if (*p == ')' && depth > 0 && --depth == 0 && !keep)
        {
          *p = ' ';
          continue;
        }
      if (!keep && depth > 0 && *p != '\n')
        *p = ' ';
    }
  return out;
}

gboolean
qd_plan_document_read_task (QdPlanDocument *document, const char *name, GError **error)
{
  const char *domain = document->kind == QD_PLAN_FILE_PROBLEM ? document->companion : document->text;
  const char *problem = document->kind == QD_PLAN_FILE_DOMAIN ? document->companion : document->text;
  const char *domain_name = document->kind == QD_PLAN_FILE_PROBLEM ? document->companion_name : name;
  const char *problem_name = document->kind == QD_PLAN_FILE_DOMAIN ? document->companion_name : name;
  g_autofree char *both_domain = NULL;
  g_autofree char *both_problem = NULL;

  g_clear_pointer (&document->task, qd_plan_task_free);
  if (domain == NULL || problem == NULL)
    return TRUE;
  if (document->kind == QD_PLAN_FILE_BOTH)
    {
      domain = both_domain = keep_define (document->text, "domain");
      problem = both_problem = keep_define (document->text, "problem");
    }
  document->task = qd_plan_task_new (domain, strlen (domain), domain_name, problem, strlen (problem), problem_name,
                                     error);
  return document->task != NULL;
}

gboolean
qd_plan_document_set_companion (QdPlanDocument *document, const char *companion, const char *companion_name,
                                const char *name, GError **error)
{
  g_free (document->companion);
  g_free (document->companion_name);
  document->companion = g_strdup (companion);
  document->companion_name = g_strdup (companion_name);
  return qd_plan_document_read_task (document, name, error);
}

/* ---- finding the companion */

gboolean
qd_plan_document_fits (const QdPlanDocument *document, const char *text, gsize length)
{
  g_autoptr(QdPlanDocument) other = NULL;

  if (document->kind == QD_PLAN_FILE_BOTH || memchr (text, '\0', length) != NULL)
    return FALSE;
  other = qd_plan_document_parse (text, (gssize) length, NULL);
  return other != NULL && other->kind != QD_PLAN_FILE_BOTH && other->kind != document->kind
         && strcmp (other->domain_name, document->domain_name) == 0;
}

/* The file `name` of the folder when it is the companion (its text in
 * *text); else NULL. */
static GFile *
try_file (const QdPlanDocument *document, GFile *folder, GFile *self, const char *name, char **text)
{
  g_autoptr(GFile) file = g_file_get_child (folder, name);
  char *contents = NULL;
  gsize length;

  if (g_file_equal (file, self) || !g_file_load_contents (file, NULL, &contents, &length, NULL, NULL))
    return NULL;
  if (length > QD_PLAN_MAX_FILE_BYTES || !qd_plan_document_fits (document, contents, length))
    {
      g_free (contents);
      return NULL;
    }
  *text = contents;
  return g_steal_pointer (&file);
}

/* The names tried first: NAME-domain.pddl for NAME-problem.pddl (and the
 * other way), then domain.pddl (problem.pddl). */
static GPtrArray *
first_names (const QdPlanDocument *document, const char *basename)
{
  gboolean problem = document->kind == QD_PLAN_FILE_PROBLEM;
  const char *mine = problem ? "-problem.pddl" : "-domain.pddl";
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);

  if (g_str_has_suffix (basename, mine))
    g_ptr_array_add (names, g_strdup_printf ("%.*s%s", (int) (strlen (basename) - strlen (mine)), basename,
                                             problem ? "-domain.pddl" : "-problem.pddl"));
  g_ptr_array_add (names, g_strdup (problem ? "domain.pddl" : "problem.pddl"));
  return names;
}

static gint
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* The folder's *.pddl files, by name. */
static GPtrArray *
folder_names (GFile *folder)
{
  g_autoptr(GFileEnumerator) files = g_file_enumerate_children (folder, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                                                G_FILE_QUERY_INFO_NONE, NULL, NULL);
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  GFileInfo *info;

  while (files != NULL && (info = g_file_enumerator_next_file (files, NULL, NULL)) != NULL)
    {
      const char *name = g_file_info_get_name (info);

      if (g_str_has_suffix (name, ".pddl") || g_str_has_suffix (name, ".PDDL"))
        g_ptr_array_add (names, g_strdup (name));
      g_object_unref (info);
    }
  g_ptr_array_sort (names, compare_names);
  return names;
}

GFile *
qd_plan_document_find_companion (const QdPlanDocument *document, GFile *file, char **text)
{
  g_autoptr(GFile) folder = g_file_get_parent (file);
  g_autofree char *basename = g_file_get_basename (file);
  g_autoptr(GPtrArray) names = NULL;
  GFile *found = NULL;

  *text = NULL;
  if (document->kind == QD_PLAN_FILE_BOTH || folder == NULL)
    return NULL;
  names = first_names (document, basename);
  for (guint i = 0; found == NULL && i < names->len; i++)
    found = try_file (document, folder, file, names->pdata[i], text);
  g_ptr_array_unref (g_steal_pointer (&names));
  names = folder_names (folder);
  for (guint i = 0; found == NULL && i < names->len; i++)
    found = try_file (document, folder, file, names->pdata[i], text);
  return found;
}

/* ---- the formats beside the document */

QdPlanDocument *
qd_plan_document_parse_domain (const char *text, gssize length, GError **error)
{
  QdPlanDocument *document = qd_plan_document_parse (text, length, error);

  if (document != NULL && document->kind != QD_PLAN_FILE_DOMAIN)
    {
      g_set_error_literal (error, QD_PLAN_ERROR, QD_PLAN_ERROR_READ, _("this file is not a domain alone"));
      g_clear_pointer (&document, qd_plan_document_free);
    }
  return document;
}

QdPlanText *
qd_plan_text_parse (const char *text, gssize length, GError **error)
{
  gsize n = length < 0 ? strlen (text) : (gsize) length;
  QdPlanSexp sexp = { 0 };
  GError *local = NULL;
  QdPlanText *plan = NULL;

  if (qd_plan_sexp_read (&sexp, ALONE, text, n, &local) && qd_plan_check_shape (&sexp, NULL, &local))
    {
      plan = g_new0 (QdPlanText, 1);
      plan->text = g_strndup (text, n);
    }
  qd_plan_sexp_clear (&sexp);
  say_line (local);
  if (local != NULL)
    g_propagate_error (error, local);
  return plan;
}

char *
qd_plan_text_to_string (const QdPlanText *plan)
{
  return g_strdup (plan->text);
}

void
qd_plan_text_free (QdPlanText *plan)
{
  if (plan == NULL)
    return;
  g_free (plan->text);
  g_free (plan);
}

char *
qd_plan_text_name_for (const char *basename)
{
  static const char *const endings[] = { "-problem.pddl", "-domain.pddl", ".pddl" };

  for (guint i = 0; i < G_N_ELEMENTS (endings); i++)
    if (g_str_has_suffix (basename, endings[i]))
      return g_strdup_printf ("%.*s.plan", (int) (strlen (basename) - strlen (endings[i])), basename);
  return g_strdup_printf ("%s.plan", basename);
}
