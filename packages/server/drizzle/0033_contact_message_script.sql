-- The script a contact message was written in (decision 049): its answer is mailed in it.
ALTER TABLE "contact_messages" ADD COLUMN "script" "user_script";
