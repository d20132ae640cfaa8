/* qd-report-collection.c — the session's report (qd-report-collection.h). */
#include "config.h"
#include "qd-report-collection.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "core/qd-file.h"

/* Typing in a note is kept this long after the last key. */
#define SAVE_DELAY_MS 700

struct _QdReportCollection
{
  GObject parent_instance;

  GPtrArray *runs;            /* QdReport */
  GFile *file;
  guint save_timer;
};

G_DEFINE_FINAL_TYPE (QdReportCollection, qd_report_collection, G_TYPE_OBJECT)

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

/* The next free name to set `path` aside under: PATH.unreadable, then
 * PATH.unreadable-2, … (one set aside before is kept). */
static char *
aside_name (const char *path)
{
  char *aside = g_strconcat (path, ".unreadable", NULL);

  for (guint k = 2; g_file_test (aside, G_FILE_TEST_EXISTS) || g_file_test (aside, G_FILE_TEST_IS_SYMLINK); k++)
    {
      g_free (aside);
      aside = g_strdup_printf ("%s.unreadable-%u", path, k);
    }
  return aside;
}

/* Whether `path` is there but no file to read or replace (a FIFO, also
 * through a link, would hang the window's read or save). */
static gboolean
is_not_a_file (const char *path)
{
  GStatBuf st;

  return (g_stat (path, &st) == 0 && !S_ISREG (st.st_mode)) ||
         (g_lstat (path, &st) == 0 && !S_ISREG (st.st_mode) && !S_ISLNK (st.st_mode));
}

static void
save_now (QdReportCollection *self)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) parent = NULL;

  g_clear_handle_id (&self->save_timer, g_source_remove);
  if (self->file == NULL)
    return;
  if (self->runs->len == 0)
    {
      g_file_delete (self->file, NULL, NULL);
      return;
    }
  parent = g_file_get_parent (self->file);
  if (parent != NULL)
    g_file_make_directory_with_parents (parent, NULL, NULL);
  bytes = qd_report_list_serialize (self->runs);
  {
    g_autofree char *path = g_file_get_path (self->file);
    g_autofree char *aside = path != NULL && is_not_a_file (path) ? aside_name (path) : NULL;

    /* Made a FIFO since it was read: set aside, not written into. */
    if (aside != NULL)
      g_rename (path, aside);
  }
  if (!qd_save_text (self->file, g_bytes_get_data (bytes, NULL), (gssize) g_bytes_get_size (bytes), &error))
    g_warning ("The report could not be kept: %s", error->message);
}

static gboolean
save_later_cb (gpointer data)
{
  QdReportCollection *self = data;

  self->save_timer = 0;
  save_now (self);
  return G_SOURCE_REMOVE;
}

static void
save_later (QdReportCollection *self)
{
  g_clear_handle_id (&self->save_timer, g_source_remove);
  self->save_timer = g_timeout_add (SAVE_DELAY_MS, save_later_cb, self);
}

static void
changed (QdReportCollection *self)
{
  save_now (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
qd_report_collection_finalize (GObject *object)
{
  QdReportCollection *self = QD_REPORT_COLLECTION (object);

  if (self->save_timer != 0)
    save_now (self);
  g_ptr_array_unref (self->runs);
  g_clear_object (&self->file);
  G_OBJECT_CLASS (qd_report_collection_parent_class)->finalize (object);
}

static void
qd_report_collection_class_init (QdReportCollectionClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = qd_report_collection_finalize;
  /* The list of runs changed (added, removed, moved, cleared); not a note. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
qd_report_collection_init (QdReportCollection *self)
{
  self->runs = g_ptr_array_new_with_free_func ((GDestroyNotify) qd_report_free);
}

GFile *
qd_report_collection_default_file (void)
{
  g_autofree char *path = g_build_filename (g_get_user_state_dir (), "quandary", "report.gvariant", NULL);

  return g_file_new_for_path (path);
}

/* Reads the kept collection; one that cannot be read is moved aside. */
static void
load (QdReportCollection *self, char **warning)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GPtrArray) runs = NULL;
  char *contents = NULL;
  gsize length;
  g_autofree char *path = g_file_get_path (self->file);

  if (path == NULL || !(g_file_test (path, G_FILE_TEST_EXISTS) || g_file_test (path, G_FILE_TEST_IS_SYMLINK)))
    return;
  /* What is not a file (a FIFO would hang the save) is set aside too. */
  if (is_not_a_file (path))
    {
      g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE, _("it is not a file"));
      goto aside;
    }
  if (!qd_file_read (self->file, 0, &contents, &length, &error))
    goto aside;
  bytes = g_bytes_new_take (contents, length);
  runs = qd_report_list_deserialize (bytes, &error);
  if (runs == NULL)
    goto aside;
  g_ptr_array_unref (self->runs);
  self->runs = g_steal_pointer (&runs);
  return;

aside:
  {
    g_autofree char *aside = aside_name (path);

    g_rename (path, aside);
    if (warning != NULL)
      *warning = g_strdup_printf (_("The report kept from the last session could not be read (%s); it was moved "
                                    "to “%s”"), error->message, aside);
  }
}

QdReportCollection *
qd_report_collection_new (GFile *file, char **warning)
{
  QdReportCollection *self = g_object_new (QD_TYPE_REPORT_COLLECTION, NULL);

  if (warning != NULL)
    *warning = NULL;
  if (file != NULL)
    {
      self->file = g_object_ref (file);
      load (self, warning);
    }
  return self;
}

guint
qd_report_collection_get_n_runs (QdReportCollection *self)
{
  return self->runs->len;
}

const QdReport *
qd_report_collection_get_run (QdReportCollection *self, guint index)
{
  g_return_val_if_fail (index < self->runs->len, NULL);
  return self->runs->pdata[index];
}

void
qd_report_collection_add (QdReportCollection *self, QdReport *run)
{
  g_ptr_array_add (self->runs, run);
  changed (self);
}

void
qd_report_collection_remove (QdReportCollection *self, guint index)
{
  g_return_if_fail (index < self->runs->len);
  g_ptr_array_remove_index (self->runs, index);
  changed (self);
}

void
qd_report_collection_move (QdReportCollection *self, guint index, guint to)
{
  gpointer run;

  g_return_if_fail (index < self->runs->len && to < self->runs->len);
  if (index == to)
    return;
  run = g_ptr_array_steal_index (self->runs, index);
  g_ptr_array_insert (self->runs, (gint) to, run);
  changed (self);
}

void
qd_report_collection_set_note (QdReportCollection *self, guint index, const char *note)
{
  QdReport *run;

  g_return_if_fail (index < self->runs->len);
  run = self->runs->pdata[index];
  g_free (run->note);
  run->note = note != NULL && *note != '\0' ? g_strdup (note) : NULL;
  save_later (self);
}

void
qd_report_collection_clear (QdReportCollection *self)
{
  if (self->runs->len == 0)
    return;
  g_ptr_array_set_size (self->runs, 0);
  changed (self);
}

QdReport *
qd_report_collection_build (QdReportCollection *self)
{
  QdReport *report = qd_report_new_collection (_("Report"));

  for (guint i = 0; i < self->runs->len; i++)
    qd_report_add_chapter (report, self->runs->pdata[i]);
  return report;
}

void
qd_report_collection_flush (QdReportCollection *self)
{
  if (self->save_timer != 0)
    save_now (self);
}

static QdReportCollection *collection;

QdReportCollection *
qd_report_collection_peek_default (void)
{
  return collection;
}

QdReportCollection *
qd_report_collection_get_default (char **warning)
{
  if (warning != NULL)
    *warning = NULL;
  if (collection == NULL)
    {
      g_autoptr(GFile) file = qd_report_collection_default_file ();

      collection = qd_report_collection_new (file, warning);
    }
  return collection;
}
