/* test-owned.c — a block that owns its parts (core/qd-owned.h): each part
 * freed once, the last added first; NULL parts not recorded; a stolen part
 * forgotten, not freed. */
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

static void
test_steal (void)
{
  Block *block = g_new0 (Block, 1);
  char *taken;
  char *kept = g_strdup ("k");

  freed = g_string_new (NULL);
  block->first = qd_owned_add (&block->owned, g_strdup ("a"), record_free);
  block->second = qd_owned_add (&block->owned, g_strdup ("b"), record_free);
  block->none = qd_owned_add (&block->owned, g_strdup ("c"), record_free);
  /* the middle part, then one the block does not own, then NULL */
  taken = qd_owned_steal (&block->owned, g_steal_pointer (&block->second));
  g_assert_cmpstr (taken, ==, "b");
  g_assert_true (qd_owned_steal (&block->owned, kept) == kept);
  g_assert_null (qd_owned_steal (&block->owned, NULL));
  qd_owned_free (block);
  g_assert_cmpstr (freed->str, ==, "ca");
  g_assert_cmpstr (taken, ==, "b");
  g_free (taken);
  g_free (kept);
  g_string_free (freed, TRUE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/owned/free-order", test_free_order);
  g_test_add_func ("/owned/clear", test_clear);
  g_test_add_func ("/owned/steal", test_steal);
  return g_test_run ();
}
