/* test-owned.c — a block that owns its parts (core/qd-owned.h): each part
 * freed once, the last added first; NULL parts not recorded. */
#include "config.h"

#include "core/qd-owned.h"

typedef struct {
  QdOwned owned;
  char *first;
  char *none;
  char *second;
} Block;

static GString *freed;

static void
record_free (gpointer part)
{
  g_string_append (freed, part);
  g_free (part);
}

static void
test_free_order (void)
{
  Block *block = g_new0 (Block, 1);

  freed = g_string_new (NULL);
  block->first = qd_owned_add (&block->owned, g_strdup ("a"), record_free);
  block->none = qd_owned_add (&block->owned, NULL, record_free);
  block->second = qd_owned_add (&block->owned, g_strdup ("b"), record_free);
  g_assert_cmpstr (block->first, ==, "a");
  g_assert_null (block->none);
  qd_owned_free (block);
  g_assert_cmpstr (freed->str, ==, "ba");
  qd_owned_free (NULL);
  g_string_free (freed, TRUE);
}

static void
test_clear (void)
{
  QdOwned owned = { 0 };

  freed = g_string_new (NULL);
  qd_owned_add (&owned, g_strdup ("x"), record_free);
  qd_owned_clear (&owned);
  g_assert_null (owned.last);
  qd_owned_clear (&owned);
  g_assert_cmpstr (freed->str, ==, "x");
  g_string_free (freed, TRUE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/owned/free-order", test_free_order);
  g_test_add_func ("/owned/clear", test_clear);
  return g_test_run ();
}
